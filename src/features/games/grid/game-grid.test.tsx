import { act, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { gamesApi } from '@/api/games/games-api';
import type { Game } from '@/api/games/games.types';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { type AppStore, makeStore } from '@/store/store';
import { GameGrid } from './game-grid';
import type { GameList } from './use-game-list';

const list = (games: readonly Game[], total: number | null): GameList => ({
  games,
  total,
  hasMore: total !== null && total > games.length,
  failed: false,
  failedNextPage: false,
  loadMore: () => undefined,
  retry: () => undefined,
});

const grid = (store: AppStore, games: GameList, probe: ReactNode = null) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={['/en/gamehall']}>
      <GameGrid list={games} label="Games" empty={<p>No games</p>} />
      {probe}
    </MemoryRouter>
  </Provider>
);

/** Logs the commit, the first microtask after it, and the effects: which comes first tells whether the commit ran more work. */
function CommitProbe({ log }: { log: string[] }) {
  useLayoutEffect(() => {
    log.push('commit');
    queueMicrotask(() => log.push('after the commit'));
  }, [log]);
  useEffect(() => {
    log.push('effects');
  }, [log]);
  return null;
}

/** Roots hydrated by a test, unmounted after it (a mounted app keeps its timers and subscriptions). */
const roots: Root[] = [];

describe('GameGrid before it has a width (the build, hydration)', () => {
  let games: Game[] = [];
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('games');
    const store = makeStore();
    games = (await store.dispatch(gamesApi.endpoints.gamesGet.initiate({ count: 60, offset: 0 })).unwrap()).items;
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.replaceChildren();
  });

  it('renders the first games in the CSS-only layout, the first picture first, and hydrates them without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid(makeStore(), list(games, 10_400)));
    document.body.append(container);
    // Two rows at the most columns: CSS hides what a narrower grid does not show.
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures).toHaveLength(10);
    pictures.forEach((img, index) => expect(img.getAttribute('src')).toContain(games[index].sysname));
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('[role="grid"]')?.getAttribute('aria-busy')).toBeNull();

    const recoverable = vi.fn();
    act(() => {
      roots.push(hydrateRoot(container, grid(makeStore(), list(games, 10_400)), { onRecoverableError: recoverable }));
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('img')).toHaveLength(10);
  });

  it('ends the hydration\'s commit without a synchronous render: the page\'s effects and the rows come in later tasks', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid(makeStore(), list(games, 10_400)));
    document.body.append(container);
    // React's own scheduling, as in the browser (act would flush everything at once).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const log: string[] = [];
    try {
      // A state update from a ref or a layout effect (the grid's box, the virtualizer's window
      // observers) is synchronous: React then runs every pending effect and that render inside the
      // commit's task.
      startTransition(() => {
        roots.push(hydrateRoot(container, grid(makeStore(), list(games, 10_400), <CommitProbe log={log} />)));
      });
      await vi.waitFor(() => expect(log).toContain('effects'));
      expect(log).toEqual(['commit', 'after the commit', 'effects']);
      // The virtual rows replace the first screen afterwards (jsdom's width is 0 here, so the
      // first screen stays; hall-page.test.tsx covers the rows). Once hydrated it keeps the tiles
      // its device shows: jsdom's 1024 px window is a laptop's, four columns.
      await vi.waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(8));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders, on a route change, only the first tiles its device shows (jsdom\'s 1024 px: two rows of four)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      const root = createRoot(container);
      roots.push(root);
      root.render(grid(makeStore(), list(games, 10_400)));
    });
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures).toHaveLength(8);
    pictures.forEach((img, index) => expect(img.getAttribute('src')).toContain(games[index].sysname));
  });

  it('shows the skeleton while the first page is on its way', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid(makeStore(), list([], null)));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('[role="grid"]')?.getAttribute('aria-busy')).toBe('true');
  });
});
