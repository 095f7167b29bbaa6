/**
 * The inline module script at the end of a prerendered page's body that adds the app's entry once
 * the markup has painted (decision record 028; scripts/prerender/page-html.ts `deferEntry`): after
 * one frame, or at once in a hidden tab (no frames come then); with a first paint to wait for (the
 * markup's high-priority picture, or the early texts the head writes), once that is on screen and
 * at most LCP_WAIT_MS later. What it loads is written on its own element (page-marks.ts), so its
 * text is the same on every page and in every build: one CSP hash.
 *
 * Not a module of the app: the build compiles it into one script (the `?inline-script` import of
 * render-page.tsx, scripts/prerender/inline-script-plugin.ts).
 */
import { ENTRY_ATTRIBUTE, LATER_ATTRIBUTE, LCP_WAIT_MS, WAIT_ATTRIBUTE } from './page-marks';

const d = document;
const loader = d.querySelector(`script[${ENTRY_ATTRIBUTE}]`);
let started = false;

function go(): void {
  if (started || !loader) return;
  started = true;
  (JSON.parse(loader.getAttribute(LATER_ATTRIBUTE) || '[]') as string[]).forEach((href) => {
    const link = d.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    d.head.appendChild(link);
  });
  const script = d.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = loader.getAttribute(ENTRY_ATTRIBUTE)!;
  d.head.appendChild(script);
}

function later(): void {
  requestAnimationFrame(() => setTimeout(go, 0));
}

/** Starts at `settled`, or after the longest wait. */
function after(settled: (done: () => void) => void): void {
  settled(later);
  setTimeout(go, LCP_WAIT_MS);
}

const wait = loader?.getAttribute(WAIT_ATTRIBUTE);
if (d.visibilityState === 'hidden') go();
else if (wait === 'picture') {
  const picture = d.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (picture && !picture.complete)
    after((done) => {
      picture.addEventListener('load', done);
      picture.addEventListener('error', done);
    });
  else later();
} else if (wait === 'texts') {
  // Settled by the head's start script once the texts are written (early-requests-script.ts).
  const texts = (window as { __earlyTexts?: Promise<unknown> }).__earlyTexts;
  if (texts) after((done) => void texts.then(done, done));
  else later();
} else later();
