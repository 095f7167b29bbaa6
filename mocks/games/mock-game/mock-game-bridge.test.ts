// @vitest-environment jsdom
import { walletOf } from '../../account/accounts';
import { FEATURED_GAMES } from '../fixtures/catalogue';
import { signInAs } from '../../scenarios';
import { sessionToken } from './mock-game';
import { getResponse } from 'msw';
import { handlers } from '../../handlers';
import { installMockGameBridge } from './mock-game-bridge';

const GAME = FEATURED_GAMES.demoSlot;

let uninstall: () => void;
beforeEach(() => {
  uninstall = installMockGameBridge(window, Promise.resolve(), (request) => getResponse(handlers, request));
});
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A frame in the app's page, its postMessage watched. */
function frameAt(src: string) {
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.append(frame);
  const target = frame.contentWindow!;
  const posted = vi.spyOn(target, 'postMessage').mockImplementation(() => {});
  return { target, posted };
}

function send(data: unknown, source: Window) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the mock game bridge (app window side)', () => {
  it("answers the game frame's hello with its page, rendered for the frame's address", async () => {
    const { target, posted } = frameAt(`/mock-game.html?game=${GAME}&mode=demo&lang=it`);
    send({ type: 'mock-game:hello' }, target);
    await settle();
    expect(posted).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = posted.mock.calls[0] as unknown as [{ type: string; html: string }, string];
    expect(targetOrigin).toBe('*');
    expect(message.type).toBe('mock-game:page');
    expect(message.html).toContain('<html lang="it">');
    expect(message.html).toContain('Demo: soldi finti');
  });

  it("performs the game frame's spin against the mock backend and answers that frame only", async () => {
    const account = signInAs('demo@example.com');
    const start = walletOf(account).main;
    const session = sessionToken(account.uid, GAME);
    const { target, posted } = frameAt(`/mock-game.html?game=${GAME}&mode=real&lang=en&session=${session}`);
    const other = frameAt('/en/promotions');
    send({ type: 'mock-game:call', id: 7, call: 'spin', body: { session, sysname: GAME, bet: 100, force: 'lose' } }, target);
    await vi.waitFor(() => expect(posted).toHaveBeenCalled());
    const [answer, targetOrigin] = posted.mock.calls[0] as unknown as [{ type: string; id: number; status: number; data: { win: number; balance: number } }, string];
    expect(targetOrigin).toBe('*');
    expect(answer).toMatchObject({ type: 'mock-game:answer', id: 7, status: 200, data: { win: 0, balance: start - 100 } });
    expect(walletOf(account).main).toBe(start - 100);
    expect(other.posted).not.toHaveBeenCalled();
  });

  it('ignores a message from another window, and a wrong shape from the game frame with a logged reason', async () => {
    const account = signInAs('demo@example.com');
    const start = walletOf(account).main;
    const session = sessionToken(account.uid, GAME);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const game = frameAt(`/mock-game.html?game=${GAME}&mode=real&lang=en&session=${session}`);
    // Another frame of the page (not the mock game's page), and the app window itself.
    const other = frameAt('/en/promotions');
    const spin = { type: 'mock-game:call', id: 1, call: 'spin', body: { session, sysname: GAME, bet: 100 } };
    send(spin, other.target);
    send({ type: 'mock-game:hello' }, other.target);
    send(spin, window);
    for (const wrong of [
      null,
      'mock-game:hello',
      { type: 'mock-game:call', id: '1', call: 'spin', body: {} },
      { type: 'mock-game:call', id: 1, call: 'deposit', body: {} },
      { type: 'mock-game:call', id: 1, call: 'spin', body: [] },
      { type: 'mock-game:page', html: '<p>' },
    ]) {
      send(wrong, game.target);
    }
    await settle();
    expect(other.posted).not.toHaveBeenCalled();
    expect(game.posted).not.toHaveBeenCalled();
    expect(walletOf(account).main).toBe(start);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls.every(([text]) => String(text).startsWith('[mock-game] ignored a message from the game frame'))).toBe(true);
  });
});
