import { adoptEarlyResponses } from './early-responses';

function fakeWindow(early?: Record<string, Promise<Response>>) {
  const calls: string[] = [];
  const original = vi.fn((input: RequestInfo | URL) => {
    calls.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(new Response('network'));
  });
  const timers: (() => void)[] = [];
  const win = {
    __earlyResponses: early,
    fetch: original,
    location: { href: 'https://site.test/en/' },
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return { win: win as unknown as Window, calls, original, expire: () => timers.forEach((callback) => callback()) };
}

describe('adoptEarlyResponses', () => {
  it('hands each early answer once to a GET of the same URL, then fetch is the browser’s again', async () => {
    const { win, calls, original } = fakeWindow({ 'https://site.test/api/a?v=1': Promise.resolve(new Response('early')) });
    expect(adoptEarlyResponses(win)).toBe(1);
    expect(win.__earlyResponses).toBeUndefined();
    expect(await (await win.fetch(new URL('/api/a?v=1', 'https://site.test'), { method: 'GET' })).text()).toBe('early');
    expect(calls).toEqual([]);
    expect(win.fetch === original).toBe(true);
    expect(await (await win.fetch('https://site.test/api/a?v=1')).text()).toBe('network');
  });

  it('leaves other URLs, other methods and Request objects to the network', async () => {
    const { win, calls } = fakeWindow({ 'https://site.test/api/a': Promise.resolve(new Response('early')) });
    adoptEarlyResponses(win);
    await win.fetch('https://site.test/api/b');
    await win.fetch('https://site.test/api/a', { method: 'POST' });
    await win.fetch(new Request('https://site.test/api/a'));
    expect(calls).toHaveLength(3);
    expect(await (await win.fetch('/api/a')).text()).toBe('early');
  });

  it('asks the network again when the early request failed', async () => {
    const { win, calls } = fakeWindow({ 'https://site.test/api/a': Promise.reject(new TypeError('offline')) });
    adoptEarlyResponses(win);
    expect(await (await win.fetch('https://site.test/api/a')).text()).toBe('network');
    expect(calls).toEqual(['https://site.test/api/a']);
  });

  it('ends the wait for an early answer when the caller aborts, as its own fetch would', async () => {
    const { win, calls } = fakeWindow({ 'https://site.test/api/a': new Promise<Response>(() => undefined) });
    adoptEarlyResponses(win);
    const controller = new AbortController();
    const waiting = win.fetch('https://site.test/api/a', { signal: controller.signal });
    controller.abort(new DOMException('No answer within 10000 ms', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toEqual([]);
  });

  it('drops answers nobody asked for in time', async () => {
    const { win, calls, original, expire } = fakeWindow({ 'https://site.test/api/a': Promise.resolve(new Response('early')) });
    adoptEarlyResponses(win);
    expire();
    expect(win.fetch === original).toBe(true);
    await win.fetch('https://site.test/api/a');
    expect(calls).toHaveLength(1);
  });

  it('does nothing without early answers', () => {
    const { win, original } = fakeWindow();
    expect(adoptEarlyResponses(win)).toBe(0);
    expect(win.fetch === original).toBe(true);
  });
});
