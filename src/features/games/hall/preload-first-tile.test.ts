// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { gameImage } from '@/api/games/game-display';
import { gamesApi } from '@/api/games/games-api';
import { errorBody } from '@/api/errors';
import { makeStore } from '@/store/store';
import { GAMES_PAGE_SIZE } from '../grid/game-pages';
import { preloadFirstTile } from './preload-first-tile';

/** The grid's cache entry of the unfiltered hall (the app's store types the API slice loosely). */
const firstPage = (store: ReturnType<typeof makeStore>) => gamesApi.endpoints.gamesGetPages.select({ count: GAMES_PAGE_SIZE })(store.getState() as never);

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadFirstTile', () => {
  it("preloads the unfiltered hall's first tile picture once, with high priority, from the grid's own cache entry", async () => {
    const store = makeStore();
    preloadFirstTile(store.dispatch);
    preloadFirstTile(store.dispatch);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1), { timeout: 5000 });
    const entry = firstPage(store);
    expect(entry.status).toBe('fulfilled');
    const first = entry.data?.pages[0].items[0];
    expect(first).toBeDefined();
    const [link] = preloads();
    expect(link.getAttribute('href')).toBe(gameImage(first!));
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing when the games cannot be loaded', async () => {
    server.use(http.get('*/api/games/get', () => HttpResponse.json(errorBody('InvalidRequest', 'no games'), { status: 400 })));
    const store = makeStore();
    preloadFirstTile(store.dispatch);
    await vi.waitFor(() => expect(firstPage(store).isError).toBe(true), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
