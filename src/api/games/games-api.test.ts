import { configureStore } from '@reduxjs/toolkit';
import { signInAs } from '../../../mocks/scenarios';
import { baseApi } from '../base-api';
import { freespinsApi } from '../freespins/freespins-api';
import { gamesApi, gamesListParams } from './games-api';

/** Just the API slice (api/ may not import the app's store). */
const makeStore = () =>
  configureStore({
    reducer: { [gamesApi.reducerPath]: gamesApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

describe('games API', () => {
  it('sends the category inside options, merged with any other options', () => {
    expect(gamesListParams({ category: 'live', options: { id: 7 }, types: ['slots'] })).toEqual({
      types: ['slots'],
      options: { id: 7, category: 'live' },
    });
    expect(gamesListParams({ offset: 60, count: 60 })).toEqual({ offset: 60, count: 60, options: undefined });
    expect(gamesListParams({ options: {} }).options).toBeUndefined();
  });

  it('loads a filtered page, a game, categories and providers through the one cache', async () => {
    const store = makeStore();
    const page = await store.dispatch(gamesApi.endpoints.gamesGet.initiate({ category: 'live', count: 60, offset: 0 })).unwrap();
    expect(page.items).toHaveLength(60);
    expect(page.total).toBeGreaterThan(60);
    expect(page.items.every((game) => game.categories.includes('live'))).toBe(true);

    expect(await store.dispatch(gamesApi.endpoints.gamesGetOne.initiate('star-crash')).unwrap()).toMatchObject({ name: 'Star Crash', type: 'fast' });
    expect(await store.dispatch(gamesApi.endpoints.gamesGetOne.initiate('no-such-game')).unwrap()).toBeNull();

    const categories = await store.dispatch(gamesApi.endpoints.gamesGetCategories.initiate('en')).unwrap();
    expect(categories.map((category) => category.order)).toEqual([...categories.map((category) => category.order)].sort((a, b) => a - b));
    const providers = await store.dispatch(gamesApi.endpoints.gamesGetProviders.initiate()).unwrap();
    expect(providers.length).toBeGreaterThanOrEqual(30);
    expect(providers[0].logo_url).toMatch(/^\/mock-media\/providers\/.+\.svg$/);
  });

  it('launches demo for anyone and real money only with a session', async () => {
    const store = makeStore();
    const demo = await store.dispatch(gamesApi.endpoints.gamesGetLaunch.initiate({ sysname: 'lucky-orbit-fruits', mode: 'demo' })).unwrap();
    expect(demo).toMatchObject({ mode: 'demo', game: { sysname: 'lucky-orbit-fruits' } });
    expect(demo.url).toMatch(/mode=demo/);
    await expect(store.dispatch(gamesApi.endpoints.gamesGetLaunch.initiate({ sysname: 'lucky-orbit-fruits', mode: 'real' })).unwrap()).rejects.toMatchObject({
      name: 'Authorization',
    });
  });

  it('adds and removes likes and reloads the favourites (SPEC §4)', async () => {
    signInAs('new@example.com');
    const store = makeStore();
    const likes = store.dispatch(gamesApi.endpoints.gamesGetLikes.initiate());
    expect(await likes.unwrap()).toEqual([]);
    await store.dispatch(gamesApi.endpoints.gamesAddLike.initiate({ sysname: 'star-crash' })).unwrap();
    await vi.waitFor(() => expect(gamesApi.endpoints.gamesGetLikes.select()(store.getState()).data).toEqual(['star-crash']));
    await store.dispatch(gamesApi.endpoints.gamesRemoveLike.initiate({ sysname: 'star-crash' })).unwrap();
    await vi.waitFor(() => expect(gamesApi.endpoints.gamesGetLikes.select()(store.getState()).data).toEqual([]));
    likes.unsubscribe();
  });

  it('lists the free-spin packs of the player', async () => {
    signInAs('demo@example.com');
    const packs = await makeStore().dispatch(freespinsApi.endpoints.freespinsGet.initiate()).unwrap();
    expect(packs.map((pack) => pack.game.sysname)).toContain('lucky-orbit-fruits');
    expect(packs.every((pack) => pack.status === 'active' && pack.remaining_count > 0)).toBe(true);
  });
});
