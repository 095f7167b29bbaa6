/**
 * The height of the page's content in CSS pixels, for a partner that sizes its frame to it. The
 * body, not the document: the document is at least as tall as the frame, so a frame sized to it
 * could grow and never shrink. `<html data-partner-frame>` lets the layouts drop their viewport
 * minimum inside a partner's frame for the same reason.
 */
export function contentHeight(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  return Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
}

/**
 * Calls `report` with the content height now and after every change (once per animation frame at
 * most, and only when the height differs). Returns the stop function.
 */
export function watchContentHeight(win: Window, report: (height: number) => void): () => void {
  const doc = win.document;
  let last = -1;
  let frame = 0;
  const measure = () => {
    frame = 0;
    const height = contentHeight(doc);
    if (height > 0 && height !== last) {
      last = height;
      report(height);
    }
  };
  measure();
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (!Observer || !doc.body) return () => {};
  const observer = new Observer(() => {
    if (frame === 0) frame = win.requestAnimationFrame(measure);
  });
  observer.observe(doc.body);
  return () => {
    observer.disconnect();
    if (frame !== 0) win.cancelAnimationFrame(frame);
  };
}

/** Marks the page as framed by a partner (`<html data-partner-frame>`); returns the unmark function. */
export function markPartnerFrame(doc: Document): () => void {
  const root = doc.documentElement;
  root.dataset.partnerFrame = '';
  return () => {
    delete root.dataset.partnerFrame;
  };
}
