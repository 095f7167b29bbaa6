import en from '../../../locales/en/jackpots.json';
import { fetchNamespaceFile, hasNamespaceFile, loadNamespaceFile, NAMESPACE_FILE_TIME_LIMIT_MS, namespaceFileUrl } from './namespace-files';

describe('namespace files', () => {
  it('knows the namespaces of every locale, and nothing else', () => {
    expect(hasNamespaceFile('it', 'jackpots')).toBe(true);
    expect(hasNamespaceFile('ru', 'common')).toBe(true);
    expect(hasNamespaceFile('de', 'common')).toBe(false);
    expect(hasNamespaceFile('en', 'no-such-namespace')).toBe(false);
  });

  it('addresses a file under the release of the translations', () => {
    expect(namespaceFileUrl('es', 'games')).toBe(`/locales/${__LOCALES_VERSION__}/es/games.json`);
    expect(__LOCALES_VERSION__).toMatch(/^[\w-]{10}$/);
  });

  it('loads a file once: a second call shares the first load', async () => {
    const first = loadNamespaceFile('en', 'jackpots');
    expect(loadNamespaceFile('en', 'jackpots')).toBe(first);
    expect(await first).toEqual(en);
  });

  it('fetches the JSON of a file in the browser', async () => {
    const fetcher = vi.fn(() => Promise.resolve(Response.json({ title: 'Jackpot' })));
    await expect(fetchNamespaceFile('en', 'jackpots', { fetcher })).resolves.toEqual({ title: 'Jackpot' });
    expect(fetcher).toHaveBeenCalledWith(namespaceFileUrl('en', 'jackpots'), expect.objectContaining({ signal: expect.any(AbortSignal) as unknown }));
  });

  it('gives up on a file that never arrives, so the start is not held for ever', async () => {
    vi.useFakeTimers();
    try {
      const never = vi.fn((_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
      );
      const load = fetchNamespaceFile('en', 'games', { fetcher: never as typeof fetch });
      const outcome = expect(load).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(NAMESPACE_FILE_TIME_LIMIT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads the page once when the release of its texts is gone (404), not on other failures', async () => {
    const onStale = vi.fn();
    const gone = vi.fn(() => Promise.resolve(new Response('', { status: 404, statusText: 'Not Found' })));
    await expect(fetchNamespaceFile('en', 'games', { fetcher: gone, onStale })).rejects.toThrow('404');
    expect(onStale).toHaveBeenCalledTimes(1);
    const failing = vi.fn(() => Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })));
    await expect(fetchNamespaceFile('en', 'games', { fetcher: failing, onStale })).rejects.toThrow('503');
    expect(onStale).toHaveBeenCalledTimes(1);
  });
});
