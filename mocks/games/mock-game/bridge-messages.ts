/**
 * The messages between the mock game's frame and the app window of a mock build. The frame runs
 * with an opaque origin (sandboxed without allow-same-origin), which the service worker does not
 * control, so it reaches the mock backend only through the app window (mocks/games/mock-game/mock-game-bridge.ts).
 */

/** The frame's page, a static file of mock builds (public/mock-game.html): it asks for its game. */
export const MOCK_GAME_FRAME_PAGE = '/mock-game.html';

/** Frame -> app: "send me my page". */
export const HELLO = 'mock-game:hello';
/** App -> frame: the game page to write into the frame's document. */
export const PAGE = 'mock-game:page';
/** Frame -> app: a call to the provider's API. */
export const CALL = 'mock-game:call';
/** App -> frame: the API's answer (status 0: no answer, as a failed fetch). */
export const ANSWER = 'mock-game:answer';

export const CALLS = ['spin', 'balance'] as const;
export type MockGameCall = (typeof CALLS)[number];

export type FrameMessage = { type: typeof HELLO } | { type: typeof CALL; id: number; call: MockGameCall; body: Record<string, unknown> };

/** A value for a log line, short whatever it is. */
const shown = (value: unknown) => String(JSON.stringify(value)).slice(0, 40);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The frame's message, or why it is not one. */
export function readFrameMessage(data: unknown): FrameMessage | { refused: string } {
  if (!isPlainObject(data)) return { refused: 'not an object' };
  if (data.type === HELLO) return { type: HELLO };
  if (data.type !== CALL) return { refused: `unknown type ${shown(data.type)}` };
  const { id, call, body } = data;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return { refused: 'the call has no id' };
  if (!CALLS.includes(call as MockGameCall)) return { refused: `unknown call ${shown(call)}` };
  if (!isPlainObject(body)) return { refused: 'the call has no body' };
  return { type: CALL, id, call: call as MockGameCall, body };
}
