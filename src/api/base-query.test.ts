// @vitest-environment jsdom
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { type ApiArgs, baseQuery, READ_TIME_LIMIT_MS } from './base-query';
import { errorBody } from './errors';

function fakeApi() {
  const dispatch = vi.fn();
  const api = { signal: new AbortController().signal, dispatch, getState: () => ({}), abort: vi.fn(), extra: undefined, endpoint: 'test', type: 'query' } as unknown as BaseQueryApi;
  return { api, dispatch };
}

const run = async (args: ApiArgs) => {
  const { api, dispatch } = fakeApi();
  const result = await baseQuery(args, api, {});
  return { result, dispatch };
};

describe('baseQuery', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('sends v=2.34 and the locale on a GET, drops null params, joins arrays, sends options as JSON, same-origin credentials', async () => {
    let seen: Request | undefined;
    server.use(http.get('*/api/games/get', ({ request }) => { seen = request; return HttpResponse.json({ data: { items: [] } }); }));
    await i18n.changeLanguage('it');
    const { result } = await run({ call: 'games.get', params: { count: 10, query: null, skip: undefined, types: ['slots', 'live'], options: { id: 3, type: 'tournament' } } });
    expect(result).toEqual({ data: { items: [] } });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/api/games/get');
    expect(url.searchParams.get('v')).toBe('2.34');
    expect(url.searchParams.get('locale')).toBe('it');
    expect(url.searchParams.get('count')).toBe('10');
    expect(url.searchParams.has('query')).toBe(false);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.get('types')).toBe('slots,live');
    expect(JSON.parse(url.searchParams.get('options')!)).toEqual({ id: 3, type: 'tournament' });
    expect(url.searchParams.has('non_strict')).toBe(false);
    expect(seen!.credentials).toBe('same-origin');
  });

  it('sends POST params as form data, not in the query', async () => {
    let form: FormData | undefined;
    let query = '';
    server.use(http.post('*/api/account/changeLocale', async ({ request }) => {
      query = new URL(request.url).search;
      form = await request.formData();
      return HttpResponse.json({ data: 1 });
    }));
    const { result } = await run({ call: 'account.changeLocale', params: { locale: 'es', empty: null }, post: true });
    expect(result).toEqual({ data: 1 });
    expect(form!.get('locale')).toBe('es');
    expect(form!.has('empty')).toBe(false);
    expect(query).toContain('v=2.34');
    expect(query).not.toContain('locale=es');
  });

  it('marks every main-API POST with X-Requested-With, a header a cross-site form cannot send', async () => {
    let header: string | null = null;
    server.use(http.post('*/api/cashier/makeWithdrawal', ({ request }) => {
      header = request.headers.get('x-requested-with');
      return HttpResponse.json({ data: 1 });
    }));
    await run({ call: 'cashier.makeWithdrawal', params: { amount: 10 }, post: true });
    expect(header).toBe('XMLHttpRequest');
  });

  it('sends reads without it, so a cross-origin API needs no preflight for them', async () => {
    let header: string | null = 'unset';
    server.use(http.get('*/api/games/getCategories', ({ request }) => {
      header = request.headers.get('x-requested-with');
      return HttpResponse.json({ data: [] });
    }));
    await run({ call: 'games.getCategories' });
    expect(header).toBeNull();
  });

  it('adds the non-strict flag inside a frame', async () => {
    let seen = '';
    server.use(http.get('*/api/metadata/get', ({ request }) => { seen = request.url; return HttpResponse.json({ data: {} }); }));
    const top = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await run({ call: 'metadata.get' });
    top.mockRestore();
    expect(new URL(seen).searchParams.get('non_strict')).toBe('1');
  });

  it('normalises a catalogue error to {status, name, message, data} without the Exception suffix', async () => {
    server.use(http.post('*/api/campaigns/activateOffer', () => HttpResponse.json(errorBody('InvalidParameter', 'bad code', { promo_code: ['EXPIRED'] }), { status: 400 })));
    const { result } = await run({ call: 'campaigns.activateOffer', post: true });
    expect(result.error).toEqual({ status: 400, name: 'InvalidParameter', message: 'bad code', data: { promo_code: ['EXPIRED'] } });
  });

  it('keeps the HTTP status of an unknown error type or a body that is not JSON', async () => {
    server.use(http.get('*/api/a/b', () => HttpResponse.json({ error: { type: 'WeirdException' } }, { status: 418 })));
    server.use(http.get('*/api/a/c', () => new HttpResponse('<html>oops</html>', { status: 400 })));
    expect((await run({ call: 'a.b' })).result.error).toMatchObject({ status: 418, name: 'UnknownError' });
    expect((await run({ call: 'a.c' })).result.error).toMatchObject({ status: 400, name: 'InvalidRequest' });
  });

  it('falls back to 500 UnknownError for an error body in a 200', async () => {
    server.use(http.get('*/api/a/d', () => HttpResponse.json({ error: { type: 'WeirdException' } })));
    expect((await run({ call: 'a.d' })).result.error).toMatchObject({ status: 500, name: 'UnknownError' });
  });

  it.each([
    [429, 'TooManyRequests'],
    [503, 'UnknownError'],
  ] as const)('records a %i from a proxy (no catalogue body) as %i %s, without a fatal screen', async (status, name) => {
    server.use(http.post('*/api/storage/set', () => new HttpResponse('<html>busy</html>', { status })));
    const { result, dispatch } = await run({ call: 'storage.set', post: true });
    expect(result.error).toMatchObject({ status, name });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reports a network failure as NetworkError', async () => {
    server.use(http.get('*/api/a/net', () => HttpResponse.error()));
    expect((await run({ call: 'a.net' })).result.error).toMatchObject({ status: 0, name: 'NetworkError' });
  });

  it('ends a read that never answers with Timeout after READ_TIME_LIMIT_MS; a write has no default limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(http.get('*/api/account/getInfo', () => new Promise<never>(() => undefined)));
      server.use(http.post('*/api/storage/set', () => new Promise<never>(() => undefined)));
      const read = run({ call: 'account.getInfo' });
      let writeDone = false;
      void run({ call: 'storage.set', post: true }).then(() => (writeDone = true));
      await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 100);
      await vi.advanceTimersByTimeAsync(200);
      expect((await read).result.error).toMatchObject({ status: 0, name: 'Timeout' });
      expect(writeDone).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an error, never throws, when the request is aborted while its body is read', async () => {
    // RTK Query aborts a running query whose last subscriber left (the game page's launch call when
    // the player moves on); a base query that throws is logged by RTK through console.error.
    const aborted = new DOMException('signal is aborted without reason', 'AbortError');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue({ status: 200, text: () => Promise.reject(aborted) } as unknown as Response);
    try {
      await expect(run({ call: 'a.slow' })).resolves.toMatchObject({ result: { error: { status: 0, name: 'NetworkError' } } });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it.each([
    ['UserBanned', 403, 'banned'],
    ['ApplicationDisabled', 503, 'maintenance'],
    ['ApplicationUnavailable', 503, 'maintenance'],
    ['AccessDenied', 403, 'forbidden'],
  ] as const)('raises the fatal screen for %s', async (type, status, kind) => {
    server.use(http.get('*/api/account/getInfo', () => HttpResponse.json(errorBody(type, 'x'), { status })));
    const { dispatch } = await run({ call: 'account.getInfo' });
    expect(dispatch).toHaveBeenCalledWith({ type: 'fatal/fatalErrorRaised', payload: kind });
  });

  it('treats any HTTP 403 as forbidden even with an unknown body', async () => {
    server.use(http.get('*/api/x/y', () => new HttpResponse('nope', { status: 403 })));
    const { dispatch } = await run({ call: 'x.y' });
    expect(dispatch).toHaveBeenCalledWith({ type: 'fatal/fatalErrorRaised', payload: 'forbidden' });
  });

  it('an AccessDenied in an HTTP 200 is the caller’s refusal: no fatal screen', async () => {
    server.use(http.post('*/api/bonuses/activate', () => HttpResponse.json(errorBody('AccessDenied', 'stale', { bonus_id: ['WRONG_STATUS'] }))));
    const { dispatch, result } = await run({ call: 'bonuses.activate', post: true, params: { bonus_id: 7 } });
    expect(dispatch).not.toHaveBeenCalled();
    expect(result).toMatchObject({ error: { name: 'AccessDenied', data: { bonus_id: ['WRONG_STATUS'] } } });
  });

  it('does not raise a fatal screen for ordinary errors', async () => {
    server.use(http.get('*/api/x/z', () => HttpResponse.json(errorBody('Authorization', 'x'), { status: 401 })));
    const { dispatch } = await run({ call: 'x.z' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reads content-service answers whole, from the CMS base', async () => {
    server.use(http.get('*/cms/nfx/thing', () => HttpResponse.json({ data: { id: 1 }, meta: {} })));
    expect((await run({ backend: 'cms', path: 'nfx/thing' })).result).toEqual({ data: { data: { id: 1 }, meta: {} } });
  });
});
