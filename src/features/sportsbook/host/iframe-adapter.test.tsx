import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL } from '@/api/sportsbook/iframe-protocol';
import { createIframeAdapter } from './iframe-adapter';
import type { SportsbookCallbacks } from './sportsbook-adapter';

const VENDOR = 'https://sports.vendor.test';

type From = 'vendor' | 'other' | 'none';
type Hostile = [name: string, data: unknown, origin?: string, from?: From];

function callbacks(): SportsbookCallbacks & Record<string, ReturnType<typeof vi.fn>> {
  return {
    onLoginRequest: vi.fn(),
    onRegisterRequest: vi.fn(),
    onDepositRequest: vi.fn(),
    onRouteChange: vi.fn(),
    onBalanceHint: vi.fn(),
    onTokenExpired: vi.fn(() => Promise.resolve('fresh-token')),
    onReady: vi.fn(),
    onError: vi.fn(),
  };
}

function setup() {
  const element = document.createElement('div');
  document.body.append(element);
  const adapter = createIframeAdapter({ url: `${VENDOR}/frame/`, title: 'Sportsbook' });
  const cb = callbacks();
  adapter.mount(element, { token: 'tok-1', lang: 'en' }, '/event/7', cb);
  const frame = element.querySelector('iframe')!;
  const vendorWindow = frame.contentWindow!;
  const posted: unknown[] = [];
  const postSpy = vi.spyOn(vendorWindow, 'postMessage').mockImplementation(((message: unknown) => {
    posted.push(message);
  }) as typeof vendorWindow.postMessage);
  const send = (data: unknown, origin = VENDOR, source: MessageEventSource | null = vendorWindow) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  };
  return { element, adapter, cb, frame, vendorWindow, posted, send, postSpy };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('iframe sportsbook adapter (sbk/1 over postMessage)', () => {
  it('loads the frame with the language and the first path, never the token', () => {
    const { frame } = setup();
    const src = new URL(frame.src);
    expect(src.origin).toBe(VENDOR);
    expect(src.searchParams.get('lang')).toBe('en');
    expect(src.searchParams.get('path')).toBe('/event/7');
    expect(frame.src).not.toContain('tok-1');
    expect(frame.title).toBe('Sportsbook');
  });

  it("sandboxes the vendor's frame: scripts, its own origin, forms and popups, never top navigation or modals", () => {
    const { frame } = setup();
    const tokens = (frame.getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean).sort();
    expect(tokens).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
  });

  it('answers ready with the session, to the vendor origin only', () => {
    const { cb, send, postSpy } = setup();
    send({ protocol: PROTOCOL, type: 'ready' });
    expect(cb.onReady).toHaveBeenCalledOnce();
    expect(postSpy).toHaveBeenCalledWith({ protocol: PROTOCOL, type: 'session', token: 'tok-1', lang: 'en' }, VENDOR);
  });

  it('routes each vendor request to its host callback', async () => {
    const { cb, send, posted } = setup();
    send({ protocol: PROTOCOL, type: 'ready' });
    send({ protocol: PROTOCOL, type: 'route', path: '/league/serie-a' });
    send({ protocol: PROTOCOL, type: 'login' });
    send({ protocol: PROTOCOL, type: 'register' });
    send({ protocol: PROTOCOL, type: 'deposit' });
    send({ protocol: PROTOCOL, type: 'balance' });
    send({ protocol: PROTOCOL, type: 'error', code: 'restricted' });
    expect(cb.onRouteChange).toHaveBeenCalledWith('/league/serie-a');
    expect(cb.onLoginRequest).toHaveBeenCalledOnce();
    expect(cb.onRegisterRequest).toHaveBeenCalledOnce();
    expect(cb.onDepositRequest).toHaveBeenCalledOnce();
    expect(cb.onBalanceHint).toHaveBeenCalledOnce();
    expect(cb.onError).toHaveBeenCalledWith({ code: 'restricted' });
    send({ protocol: PROTOCOL, type: 'token-expired' });
    await vi.waitFor(() => expect(posted.at(-1)).toEqual({ protocol: PROTOCOL, type: 'session', token: 'fresh-token', lang: 'en' }));
  });

  it('updates the session, navigates and pushes a balance without reloading the frame', () => {
    const { adapter, send, posted, frame, element } = setup();
    send({ protocol: PROTOCOL, type: 'ready' });
    adapter.update({ token: null, lang: 'ru' });
    adapter.navigate('/my-bets');
    adapter.setBalance?.(12.5, 'EUR');
    expect(posted.slice(1)).toEqual([
      { protocol: PROTOCOL, type: 'session', token: null, lang: 'ru' },
      { protocol: PROTOCOL, type: 'navigate', path: '/my-bets' },
      { protocol: PROTOCOL, type: 'balance', amount: 12.5, currency: 'EUR' },
    ]);
    expect(element.querySelector('iframe')).toBe(frame);
  });

  it('sends nothing before the frame said ready', () => {
    const { adapter, posted } = setup();
    adapter.navigate('/my-bets');
    expect(posted).toEqual([]);
  });

  const hostile: Hostile[] = [
    ['another origin', { protocol: PROTOCOL, type: 'login' }, 'https://evil.test'],
    ['the opaque origin "null"', { protocol: PROTOCOL, type: 'login' }, 'null'],
    ['a look-alike origin', { protocol: PROTOCOL, type: 'login' }, 'https://sports.vendor.test.evil.test'],
    ['the vendor origin over http', { protocol: PROTOCOL, type: 'login' }, 'http://sports.vendor.test'],
    ['the right origin from another window', { protocol: PROTOCOL, type: 'login' }, VENDOR, 'other'],
    ['the right origin without a source', { protocol: PROTOCOL, type: 'login' }, VENDOR, 'none'],
    ['a JSON string', JSON.stringify({ protocol: PROTOCOL, type: 'login' })],
    ['an array', [PROTOCOL, 'login']],
    ['null', null],
    ['a number', 42],
    ['no protocol', { type: 'login' }],
    ['another protocol version', { protocol: 'sbk/2', type: 'login' }],
    ['an unknown type', { protocol: PROTOCOL, type: 'logout-everyone' }],
    ['an extra field', { protocol: PROTOCOL, type: 'deposit', amount: 1e9 }],
    ['a route to another site', { protocol: PROTOCOL, type: 'route', path: '//evil.test/x' }],
    ['a javascript: route', { protocol: PROTOCOL, type: 'route', path: 'javascript:alert(1)' }],
    ['a route climbing out', { protocol: PROTOCOL, type: 'route', path: '/a/../../admin' }],
    ['a route that is not a string', { protocol: PROTOCOL, type: 'route', path: { toString: () => '/x' } }],
    ['a route too long', { protocol: PROTOCOL, type: 'route', path: `/${'a'.repeat(300)}` }],
    ['a route with a query', { protocol: PROTOCOL, type: 'route', path: '/x?redirectUrl=https://evil.test' }],
    ['an error of an unknown code', { protocol: PROTOCOL, type: 'error', code: 'pwned' }],
    ['a prototype-polluting object', JSON.parse('{"protocol":"sbk/1","type":"login","__proto__":{"admin":true}}')],
    ['a class instance', Object.assign(Object.create({ injected: true }) as object, { protocol: PROTOCOL, type: 'login' })],
    ['a type with a different case', { protocol: PROTOCOL, type: 'LOGIN' }],
  ];

  it.each(hostile)('ignores %s', (_name, data, origin = VENDOR, from = 'vendor') => {
    const { cb, send, vendorWindow, posted } = setup();
    const other = document.createElement('iframe');
    document.body.append(other);
    const source = from === 'vendor' ? vendorWindow : from === 'other' ? other.contentWindow : null;
    send(data, origin, source);
    for (const fn of Object.values(cb)) expect(fn).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('destroy removes the frame and stops listening', () => {
    const { adapter, cb, send, element } = setup();
    const removed = vi.spyOn(window, 'removeEventListener');
    adapter.destroy();
    expect(element.querySelector('iframe')).toBeNull();
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    send({ protocol: PROTOCOL, type: 'login' });
    expect(cb.onLoginRequest).not.toHaveBeenCalled();
  });
});
