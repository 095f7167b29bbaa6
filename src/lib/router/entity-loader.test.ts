import { type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { entityLoader, positiveId } from './entity-loader';
import { localeContext, storeContext } from './router-context';

/** A cache request that answers `answer` and records whether it was let go. */
function cacheRequest(answer: { isSuccess: boolean; isError?: boolean; data?: unknown; error?: unknown }) {
  return Object.assign(Promise.resolve(answer), { unsubscribe: vi.fn() });
}

function args(path: string, params: Record<string, string>): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  context.set(localeContext, 'it');
  context.set(storeContext, { dispatch: (action: unknown) => action } as never);
  const url = new URL(`http://x${path}`);
  return { request: new Request(url), url, params, context, pattern: '' };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

describe('entityLoader', () => {
  it('is a 404 for a malformed parameter, without a request', async () => {
    const prefetch = vi.fn();
    const loader = entityLoader({ param: 'id', parse: positiveId, prefetch });
    expect(await thrown(loader(args('/it/jackpots/abc', { id: 'abc' })))).toMatchObject({ data: 'Page Not Found: /it/jackpots/abc', init: { status: 404 } });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches in the locale of the route tree and lets the request go once answered', async () => {
    const request = cacheRequest({ isSuccess: true, data: { id: 7 } });
    const prefetch = vi.fn(() => request);
    const loader = entityLoader({ param: 'id', parse: positiveId, prefetch });
    expect(await loader(args('/jackpots/7', { id: '7' }))).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ id: 7, locale: 'it' }));
    expect(request.unsubscribe).toHaveBeenCalledOnce();
  });

  it('is a 404 for an answer of null, and leaves a failed request to the page', async () => {
    const missing = cacheRequest({ isSuccess: true, data: null });
    expect(await thrown(entityLoader({ param: 'slug', prefetch: () => missing })(args('/it/nope', { slug: 'nope' })))).toMatchObject({ init: { status: 404 } });
    expect(missing.unsubscribe).toHaveBeenCalledOnce();
    const failed = cacheRequest({ isSuccess: false, isError: true, error: { name: 'ServerError' } });
    expect(await entityLoader({ param: 'slug', prefetch: () => failed })(args('/it/x', { slug: 'x' }))).toBeNull();
    expect(failed.unsubscribe).toHaveBeenCalledOnce();
  });

  it('takes its own test of a missing entity', async () => {
    const offers = cacheRequest({ isSuccess: true, data: [{ id: 1 }, { id: 2 }] });
    const loader = entityLoader({
      param: 'id',
      parse: positiveId,
      prefetch: () => offers,
      missing: (answer, id) => !(answer.data as { id: number }[]).some((offer) => offer.id === id),
    });
    expect(await loader(args('/offers/2', { id: '2' }))).toBeNull();
    expect(await thrown(loader(args('/offers/3', { id: '3' })))).toMatchObject({ init: { status: 404 } });
  });
});

describe('positiveId', () => {
  it.each([
    ['12', 12],
    ['012', 12],
    ['0', null],
    ['-4', null],
    ['1e3', null],
    ['12a', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%j -> %s', (raw, expected) => {
    expect(positiveId(raw)).toBe(expected);
  });
});
