import { mockGamePageFor } from './mock-game';
import { ANSWER, CALL, type FrameMessage, MOCK_GAME_FRAME_PAGE, PAGE, readFrameMessage } from './bridge-messages';
import { BALANCE_PATH, SPIN_PATH } from './mock-game-page';

const PATHS = { spin: SPIN_PATH, balance: BALANCE_PATH } as const;

/** The mock game's frame that `source` is the window of, or null (another frame, another window). */
function gameFrameOf(win: Window, source: MessageEventSource | null): HTMLIFrameElement | null {
  if (source === null) return null;
  for (const frame of win.document.querySelectorAll('iframe')) {
    if (frame.contentWindow !== source) continue;
    const src = new URL(frame.src, win.location.href);
    return src.origin === win.location.origin && src.pathname === MOCK_GAME_FRAME_PAGE ? frame : null;
  }
  return null;
}

/** The mock backend's answer to a request, asked in this window (no network, no service worker). */
export type MockAnswer = (request: Request) => Promise<Response | undefined>;

async function answerCall(win: Window, answer: MockAnswer, message: Extract<FrameMessage, { type: typeof CALL }>): Promise<{ status: number; data: unknown }> {
  try {
    const request = new Request(new URL(PATHS[message.call], win.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message.body),
    });
    const response = await answer(request);
    if (!response) return { status: 0, data: null };
    return { status: response.status, data: (await response.json()) as unknown };
  } catch {
    // Offline switch or no backend: the game says its spin failed.
    return { status: 0, data: null };
  }
}

/**
 * The app window's side of the mock game's frame (mock builds). The frame runs without
 * allow-same-origin, so its origin is opaque: the service worker does not answer it and the app's
 * module scripts do not load in it. It asks here for its page and for its spins and balance; this
 * side takes a message only from a frame of this page that shows the mock game's page (its
 * `event.source`, checked against the frames' windows), checks the message's shape, asks the mock
 * backend (the one db) and answers that same window.
 *
 * The answers go to `*`: an opaque origin cannot be named. That is safe because they go to the
 * window that asked, which the source check tied to the game frame, and they carry only what the
 * game shows (its page, reels, win and balance), nothing the frame did not already have.
 * `ready` is the mock backend's start: a call waits for it. `answer` asks the handlers in this window,
 * not through the service worker: a page that is being left is no longer the worker's client, and a
 * call it made then went to the static host (a 404) instead of the mock backend.
 */
export function installMockGameBridge(win: Window, ready: Promise<unknown>, answer: MockAnswer): () => void {
  const onMessage = (event: MessageEvent) => {
    const frame = gameFrameOf(win, event.source);
    const target = frame?.contentWindow;
    if (!frame || !target) return;
    const message = readFrameMessage(event.data);
    if ('refused' in message) {
      console.warn(`[mock-game] ignored a message from the game frame: ${message.refused}`);
      return;
    }
    if (message.type === CALL) {
      void ready
        .then(() => answerCall(win, answer, message))
        .then((result) => target.postMessage({ type: ANSWER, id: message.id, ...result }, '*'));
      return;
    }
    const html = mockGamePageFor(new URL(frame.src, win.location.href));
    if (html === null) {
      console.warn('[mock-game] the game frame asks for an unknown game');
      return;
    }
    target.postMessage({ type: PAGE, html }, '*');
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
