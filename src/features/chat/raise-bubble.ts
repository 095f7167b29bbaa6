/** SPEC §9: the vendor container is polled every 500 ms and raised to 5rem on mobile. */
export const CHAT_POLL_MS = 500;
export const CHAT_POLL_TRIES = 60;
export const RAISED_ATTRIBUTE = 'data-chat-raised';
const STYLE_ID = 'chat-bubble-raise';

function ensureStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  // Above the mobile bottom bar; vendors position their container with fixed bottom offsets.
  style.textContent = `@media (max-width: 767px) { [${RAISED_ATTRIBUTE}] { bottom: 5rem !important; } }`;
  doc.head.append(style);
}

/** Polls for `selector` and marks what it finds as raised; returns a stop function. */
export function raiseBubble(selector: string, doc: Document = document): () => void {
  ensureStyle(doc);
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const found = doc.querySelectorAll(selector);
    found.forEach((element) => element.setAttribute(RAISED_ATTRIBUTE, ''));
    if (found.length > 0 || tries >= CHAT_POLL_TRIES) clearInterval(timer);
  }, CHAT_POLL_MS);
  return () => clearInterval(timer);
}
