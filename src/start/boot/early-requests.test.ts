import { accountApi } from '@/api/account/account-api';
import { bannersApi } from '@/api/banners/banners-api';
import { cmsApi } from '@/api/cms/cms-api';
import { gamesApi } from '@/api/games/games-api';
import { metadataApi } from '@/api/metadata/metadata-api';
import { siteApi } from '@/api/site/site-api';
import { GAMES_PAGE_SIZE } from '@/features/games/grid/game-pages';
import { listFilterOf, parseHallFilters } from '@/features/games/hall/hall-filters';
import { initI18n } from '@/lib/i18n/i18n';
import { makeStore } from '@/store/store';
import { runInNewContext } from 'node:vm';
import { server } from '../../../mocks/node';
import { gameName } from '@/api/games/game-display';
import type { Game } from '@/api/games/games.types';
import { APP_STARTED_ATTRIBUTE } from '@/start/runtime/early-responses';
import { SEGMENT_SLOT } from './early-requests-block';
import { earlyRequests, earlyRequestsScript, fallbackRequests, shellRequests } from './early-requests';

/** The URLs (path and query on this origin) the app's own endpoints request while `run` goes on. */
async function requested(run: (store: ReturnType<typeof makeStore>) => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(url.origin === location.origin ? url.pathname + url.search : url.href);
  };
  server.events.on('request:start', listener);
  try {
    await run(makeStore());
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

describe('early requests', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('are the very URLs the shell endpoints request', async () => {
    const seen = await requested((store) =>
      Promise.all([
        store.dispatch(metadataApi.endpoints.metadataGet.initiate()),
        store.dispatch(accountApi.endpoints.accountGetInfo.initiate()),
        store.dispatch(metadataApi.endpoints.metadataGetGeneralInfo.initiate()),
        store.dispatch(cmsApi.endpoints.cmsGetConfig.initiate('en')),
        store.dispatch(siteApi.endpoints.siteGetRobotsTxt.initiate()),
      ]),
    );
    expect(shellRequests('en').sort()).toEqual([...new Set(seen)].sort());
  });

  it('are the very URLs the home banners and the unfiltered hall request', async () => {
    const home = await requested((store) => store.dispatch(bannersApi.endpoints.bannersGet.initiate({ locale: 'en' })));
    const { always: homeAlways, plain: homePlain } = earlyRequests('en', 'home');
    expect(homePlain).toEqual([]);
    expect(homeAlways.slice(0, -1)).toEqual(shellRequests('en'));
    expect(home).toContain(homeAlways.at(-1));

    const filter = listFilterOf(parseHallFilters(new URLSearchParams()));
    const hall = await requested((store) =>
      Promise.all([
        store.dispatch(gamesApi.endpoints.gamesGetCategories.initiate('en')),
        store.dispatch(gamesApi.endpoints.gamesGetPages.initiate({ ...filter, count: GAMES_PAGE_SIZE })),
        store.dispatch(gamesApi.endpoints.gamesGetProviders.initiate()),
      ]),
    );
    const { always, plain } = earlyRequests('en', 'gamehall');
    expect(always).toEqual(shellRequests('en'));
    expect(hall.sort()).toEqual([...plain].sort());

    const providers = await requested((store) => store.dispatch(gamesApi.endpoints.gamesGetProviders.initiate()));
    expect(earlyRequests('en', 'providers').always).toEqual([...shellRequests('en'), ...providers]);
  });

  it('are the very URL gamesGetOne requests on a game page shell, with the address’s last segment in the slot', async () => {
    const { always, texts } = earlyRequests('en', 'game');
    const template = always.at(-1)!;
    expect(template).toContain(SEGMENT_SLOT);
    const seen = await requested((store) => store.dispatch(gamesApi.endpoints.gamesGetOne.initiate('lucky-orbit-fruits')));
    expect(seen).toContain(template.replace(SEGMENT_SLOT, 'lucky-orbit-fruits'));
    expect(texts?.map((text) => text.url)).toEqual([template]);
  });

  it('writes the game’s name and provider into the shell from the early answer, as gameName() shows them, until the app starts', async () => {
    const { always, plain, texts } = earlyRequests('en', 'game');
    const script = earlyRequestsScript('/en/game/*', { always, plain, texts });
    const [, data, body] = /^<script type="application\/json" id="early-requests">(.*?)<\/script><script>(.*)<\/script>$/.exec(script) ?? [];
    // The mock backend's very answer for a game, and the same with a description's name.
    const url = always.at(-1)!.replace(SEGMENT_SLOT, 'lucky-orbit-fruits');
    const answer = (await (await fetch(new URL(url, location.href))).json()) as { data: { items: Game[] } };
    const listed = answer.data.items[0];
    expect(listed.name).toBe('Lucky Orbit Fruits');
    const game = (description?: { name: string }) => ({ data: { ...answer.data, items: [{ ...listed, ...(description ? { description } : {}) }] } });
    const run = async (pathname: string, answer: unknown, options: { started?: boolean; filled?: string; status?: number } = {}) => {
      const started: string[] = [];
      const elements: Record<string, { firstChild: unknown; textContent: string }> = {
        'game-title': { firstChild: options.filled ?? null, textContent: options.filled ?? '' },
        'game-provider': { firstChild: null, textContent: '' },
      };
      const win: Record<string, unknown> = {
        location: { pathname, search: '', href: `https://site.test${pathname}` },
        fetch: (input: string) => {
          started.push(input);
          return Promise.resolve(new Response(JSON.stringify(answer), { status: options.status ?? 200 }));
        },
      };
      win.self = win;
      win.top = win;
      win.window = win;
      Object.assign(win, { URL, JSON, Promise, encodeURIComponent, decodeURIComponent });
      win.document = {
        readyState: 'complete',
        documentElement: { hasAttribute: (name: string) => name === APP_STARTED_ATTRIBUTE && options.started === true },
        getElementById: (id: string) => (id === 'early-requests' ? { textContent: data } : (elements[id] ?? null)),
      };
      runInNewContext(body, win);
      await (win.__earlyTexts as Promise<unknown> | undefined);
      return { started, title: elements['game-title'].textContent, provider: elements['game-provider'].textContent, texts: win.__earlyTexts };
    };
    const plainGame = await run('/en/game/lucky-orbit-fruits', game());
    expect(plainGame.started).toContain(`https://site.test${always.at(-1)!.replace(SEGMENT_SLOT, 'lucky-orbit-fruits')}`);
    expect(plainGame.title).toBe(gameName(listed));
    expect(plainGame.provider).toBe(listed.provider_name);
    // The description's name wins, as on the tiles and the page.
    const described = game({ name: 'Frutti in orbita' });
    expect((await run('/en/game/lucky-orbit-fruits', described)).title).toBe('Frutti in orbita');
    expect(gameName(described.data.items[0])).toBe('Frutti in orbita');
    // An unknown game, a failed answer, the app already started, text already there: nothing written.
    expect((await run('/en/game/nope', { data: { items: [], total: 0 } })).title).toBe('');
    expect((await run('/en/game/lucky-orbit-fruits', game(), { status: 500 })).title).toBe('');
    expect((await run('/en/game/lucky-orbit-fruits', game(), { started: true })).title).toBe('');
    expect((await run('/en/game/lucky-orbit-fruits', game(), { filled: 'Shown' })).title).toBe('Shown');
    // Another address served this file (a deeper one): the locale's shell requests only, no texts.
    const deeper = await run('/en/game/a/b', game());
    expect(deeper.texts).toBeUndefined();
    expect(deeper.started.some((url) => url.includes('games/get'))).toBe(false);
  });

  it('writes a script that starts them on its own address (the plain ones without a query), the shell’s of the locale elsewhere, nothing in a frame', () => {
    const script = earlyRequestsScript('/en/gamehall', { always: ['/api/a?x=1'], plain: ['/api/b'] }, { it: ['/api/c?locale=it'] });
    // A JSON data block (data, not script, for a Content-Security-Policy), then the start script.
    const [, data, body] = /^<script type="application\/json" id="early-requests">(.*?)<\/script><script>(.*)<\/script>$/.exec(script) ?? [];
    expect(data).toBeDefined();
    const run = (href: string, framed = false) => {
      const started: string[] = [];
      const url = new URL(href);
      const win: Record<string, unknown> = {
        location: { pathname: url.pathname, search: url.search, href: url.href },
        fetch: (input: string) => {
          started.push(input);
          return Promise.resolve(new Response('{}'));
        },
      };
      win.self = win;
      win.top = framed ? {} : win;
      win.window = win;
      win.URL = URL;
      win.JSON = JSON;
      win.document = { getElementById: (id: string) => (id === 'early-requests' ? { textContent: data } : null) };
      runInNewContext(body, win);
      return { started, early: win.__earlyResponses as Record<string, unknown> | undefined };
    };
    expect(run('https://site.test/en/gamehall').started).toEqual(['https://site.test/api/a?x=1', 'https://site.test/api/b']);
    expect(Object.keys(run('https://site.test/en/gamehall/').early ?? {})).toHaveLength(2);
    expect(run('https://site.test/en/gamehall?category=5').started).toEqual(['https://site.test/api/a?x=1']);
    expect(run('https://site.test/it/game/x').started).toEqual(['https://site.test/api/c?locale=it']);
    expect(run('https://site.test/en/jackpots').started).toEqual([]);
    expect(run('https://site.test/game/x').started).toEqual([]);
    expect(run('https://site.test/en/gamehall', true).started).toEqual([]);
    // The plain shell: only the fallback.
    const shell = earlyRequestsScript(null, { always: [], plain: [] }, fallbackRequests());
    expect(shell).toContain('/api/metadata/get?v=2.34&locale=es');
    expect(shell).not.toContain('locale=ru');
    expect(earlyRequestsScript('/x', { always: [], plain: [] })).toBe('');
    // Every page starts its requests with the same script text: one CSP hash.
    const start = (html: string) => html.slice(html.indexOf('</script>') + '</script>'.length);
    expect(start(shell)).toBe(start(script));
    // '<' in the data cannot end the block.
    expect(earlyRequestsScript('/a</script>', { always: ['/x'], plain: [] })).not.toContain('/a</script>');
  });
});
