import { getResponse, HttpResponse } from 'msw';
import { http, literalPart } from './lean-http';

describe('lean http handlers', () => {
  it('takes the fixed part of a path up to its first parameter or wildcard', () => {
    expect(literalPart('*/mock-media/games/:file')).toBe('/mock-media/games/');
    expect(literalPart('*/Hit')).toBe('/hit');
    expect(literalPart('*')).toBeNull();
    expect(literalPart('https://telegram.org/js/telegram-widget.js')).toBeNull();
  });

  it('answers as MSW does: path parameters, any letter case, the method, a custom predicate', async () => {
    const handlers = [
      http.get('*/media/:file', ({ params }) => HttpResponse.text(`file ${String(params.file)}`)),
      http.post('*/media/:file', () => HttpResponse.text('posted')),
      http.all(({ request }) => new URL(request.url).pathname.startsWith('/api/'), () => HttpResponse.text('api')),
    ];
    const answer = async (url: string, method = 'GET') => (await getResponse(handlers, new Request(url, { method })))?.text();
    expect(await answer('http://x.test/media/a.svg?variant=alt')).toBe('file a.svg');
    expect(await answer('http://x.test/MEDIA/b.svg')).toBe('file b.svg');
    expect(await answer('http://x.test/media/a.svg', 'POST')).toBe('posted');
    expect(await answer('http://x.test/api/games/get')).toBe('api');
    expect(await answer('http://x.test/other')).toBeUndefined();
  });

  it('never reads cookies for a resolver', async () => {
    let seen: unknown;
    const handler = http.get('*/c', ({ cookies }) => {
      seen = cookies;
      return HttpResponse.text('ok');
    });
    await getResponse([handler], new Request('http://x.test/c', { headers: { cookie: 'a=1' } }));
    expect(seen).toEqual({});
  });
});
