import type { Category, Game, Provider } from '@/api/games/games.types';
import { catalogue, FEATURED_GAMES, LARGE_CATALOGUE_SIZE } from './fixtures/catalogue';
import { setCatalog, signInAs } from '../scenarios';
import { apiUrl, getApi, postApi } from '../core/test-utils';

interface Page {
  items: (Game & { url?: string })[];
  total: number;
}

const list = async (query: Record<string, string>) => (await getApi<Page>('games.get', query)).body.data!;

describe('games namespace', () => {
  it('pages the catalogue with offset and count and reports the total', async () => {
    const first = await list({ offset: '0', count: '60' });
    const second = await list({ offset: '60', count: '60' });
    expect(first.items).toHaveLength(60);
    expect(first.total).toBe(2000);
    expect(second.items[0].sysname).not.toBe(first.items[0].sysname);
    expect((await list({})).items).toHaveLength(18);
    expect((await list({ count: '5000' })).items).toHaveLength(300);
    expect((await list({ offset: '1990', count: '60' })).items).toHaveLength(10);
  });

  it('filters by query (case-insensitive), types, providers, tags, category and sysnames', async () => {
    const byQuery = await list({ query: 'ORBIT fruits', count: '300' });
    expect(byQuery.items.map((game) => game.sysname)).toContain(FEATURED_GAMES.demoSlot);
    expect(byQuery.items.every((game) => game.name.toLowerCase().includes('orbit fruits'))).toBe(true);

    const live = await list({ types: 'live,fast', count: '300' });
    expect(live.items.every((game) => game.type === 'live' || game.type === 'fast')).toBe(true);
    expect(live.total).toBeGreaterThan(100);

    const byProviders = await list({ providers: 'orbit-forge,kite-labs', count: '300' });
    expect(new Set(byProviders.items.map((game) => game.provider))).toEqual(new Set(['orbit-forge', 'kite-labs']));

    const byTag = await list({ tags: 'megaways', count: '300' });
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.items.every((game) => game.tags.includes('megaways'))).toBe(true);

    const byCategory = await list({ options: JSON.stringify({ category: 'jackpot' }), count: '300' });
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.items.every((game) => game.categories.includes('jackpot'))).toBe(true);

    const picked = await list({ sysnames: `${FEATURED_GAMES.liveGame},nope,${FEATURED_GAMES.demoSlot}` });
    expect(picked.items.map((game) => game.sysname)).toEqual([FEATURED_GAMES.liveGame, FEATURED_GAMES.demoSlot]);
    expect((await list({ sysname: 'nope' })).items).toEqual([]);
  });

  it('sorts by name both ways', async () => {
    const asc = (await list({ sort: 'name', order: 'asc', count: '50' })).items.map((game) => game.description?.name || game.name);
    const desc = (await list({ sort: 'name', order: 'desc', count: '50' })).items.map((game) => game.description?.name || game.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(asc[0]).not.toBe(desc[0]);
  });

  it('answers categories in the request locale and providers with their game counts', async () => {
    const en = (await getApi<{ items: Category[] }>('games.getCategories')).body.data!.items;
    const ru = await fetch(apiUrl('games.getCategories', { locale: 'ru' })).then((r) => r.json() as Promise<{ data: { items: Category[] } }>);
    expect(en.find((category) => category.id === 'live')?.name).toBe('Live casino');
    expect(ru.data.items.find((category) => category.id === 'live')?.name).toBe('Live-казино');
    expect(en.length).toBeGreaterThanOrEqual(10);

    const providers = (await getApi<{ items: Provider[] }>('games.getProviders', { fields: 'game_params', types: 'casino,slot,live,fast' })).body.data!.items;
    expect(providers.length).toBeGreaterThanOrEqual(30);
    expect(providers.reduce((sum, provider) => sum + provider.games_count, 0)).toBe(2000);
    const liveOnly = (await getApi<{ items: Provider[] }>('games.getProviders', { types: 'live' })).body.data!.items;
    expect(liveOnly.reduce((sum, provider) => sum + provider.games_count, 0)).toBe((await list({ types: 'live' })).total);
  });

  it('switches to the large catalogue with the QA scenario', async () => {
    setCatalog('large');
    expect((await list({})).total).toBeGreaterThanOrEqual(10_000);
  });

  it('counts the providers\' games of the asked types (large catalogue)', async () => {
    setCatalog('large');
    const { games, providers } = catalogue(LARGE_CATALOGUE_SIZE);
    for (const types of ['live', 'slot,fast', 'casino,slot,live,fast', 'casino,casino']) {
      const wanted = new Set(types.split(',').map((type) => (type === 'slot' ? 'slots' : type)));
      const expected = providers
        .map((provider) => ({ ...provider, games_count: games.filter((game) => game.provider === provider.sysname && wanted.has(game.type)).length }))
        .filter((provider) => provider.games_count > 0);
      expect((await getApi<{ items: Provider[] }>('games.getProviders', { types })).body.data!.items, types).toEqual(expected);
    }
    expect((await getApi<{ items: Provider[] }>('games.getProviders', { types: 'nonsense' })).body.data!.items).toEqual([]);
    expect((await getApi<{ items: Provider[] }>('games.getProviders')).body.data!.items).toEqual(providers);
  });

  it('keeps likes per player and refuses visitors', async () => {
    expect((await getApi('games.getLikes')).body.error?.type).toBe('AuthorizationException');
    expect((await postApi('games.addLike', { sysname: 'star-crash' })).status).toBe(401);

    signInAs('new@example.com');
    expect((await getApi<{ sysnames: string[] }>('games.getLikes')).body.data?.sysnames).toEqual([]);
    await postApi('games.addLike', { sysname: FEATURED_GAMES.liveGame });
    await postApi('games.addLike', { sysname: FEATURED_GAMES.liveGame });
    expect((await getApi<{ sysnames: string[] }>('games.getLikes')).body.data?.sysnames).toEqual([FEATURED_GAMES.liveGame]);
    await postApi('games.removeLike', { sysname: FEATURED_GAMES.liveGame });
    expect((await getApi<{ sysnames: string[] }>('games.getLikes')).body.data?.sysnames).toEqual([]);
    expect((await postApi('games.addLike', { sysname: 'no-such-game' })).body.error?.type).toBe('InvalidParameterException');

    signInAs('demo@example.com');
    expect((await getApi<{ sysnames: string[] }>('games.getLikes')).body.data?.sysnames).toContain(FEATURED_GAMES.demoSlot);
  });

  it('hands out launch addresses: demo for anyone, real for players only', async () => {
    const launch = (mode: string, sysname: string = FEATURED_GAMES.demoSlot) =>
      getApi<Page>('games.get', { sysname, fields: 'url', options: JSON.stringify({ mode }) });

    const demo = await launch('demo');
    // The frame page of mock builds, on the site's origin (behind the mock HTTP server: the games' own origin).
    expect(demo.body.data?.items[0].url).toMatch(/\/mock-game\.html\?game=lucky-orbit-fruits&mode=demo&lang=en$/);
    expect((await launch('real')).body.error?.type).toBe('AuthorizationException');
    expect((await launch('demo', FEATURED_GAMES.noDemoSlot)).body.error?.type).toBe('InvalidParameterException');

    signInAs('demo@example.com');
    expect((await launch('real')).body.data?.items[0].url).toMatch(/mode=real&lang=en&session=1001\./);
    // Plain lists never carry launch addresses.
    expect((await list({ sysname: FEATURED_GAMES.demoSlot })).items[0].url).toBeUndefined();
  });
});

describe('freespins namespace', () => {
  it('lists the active packs of the player', async () => {
    expect((await getApi('freespins.get')).status).toBe(401);
    signInAs('demo@example.com');
    const { body } = await getApi<{ items: { game: { sysname: string }; remaining_count: number; status: string }[] }>('freespins.get', {
      fields: 'description',
      status: 'active',
      count: '99',
    });
    expect(body.data?.items.length).toBeGreaterThanOrEqual(2);
    expect(body.data?.items[0]).toMatchObject({ game: { sysname: FEATURED_GAMES.demoSlot }, remaining_count: 25, status: 'active' });
    signInAs('new@example.com');
    expect((await getApi<{ items: unknown[] }>('freespins.get')).body.data?.items).toEqual([]);
  });
});
