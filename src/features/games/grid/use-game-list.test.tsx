import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '../../../../mocks/node';
import { forceError } from '../../../../mocks/scenarios';
import { baseApi } from '@/api/base-api';
import { gamesApi } from '@/api/games/games-api';
import { useGameList } from './use-game-list';

/** Just the API slice: the list keeps nothing outside the RTK Query cache. */
const makeStore = () =>
  configureStore({
    reducer: { [gamesApi.reducerPath]: gamesApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

function renderList(filter = {}, pageSize = 60) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useGameList(filter, pageSize), { wrapper }) };
}

/** games.get offsets the mock backend was asked for. */
function watchOffsets(): string[] {
  const offsets: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/games/get')) offsets.push(url.searchParams.get('offset') ?? '');
  });
  return offsets;
}

const SLOW = { timeout: 8000 };

describe('useGameList (games.gamesGetPages, an infinite query)', { timeout: 30_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('loads the first page, then the next ones in order, each once', async () => {
    const offsets = watchOffsets();
    const { result, store } = renderList({ types: ['slots'] }, 20);
    await waitFor(() => expect(result.current.games).toHaveLength(20), SLOW);
    expect(result.current.total).toBeGreaterThan(40);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    // A second call while the page is on its way does nothing.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(40), SLOW);
    expect(offsets).toEqual(['0', '20']);

    const second = await store.dispatch(gamesApi.endpoints.gamesGet.initiate({ types: ['slots'], offset: 20, count: 20 })).unwrap();
    expect(result.current.games.slice(20).map((game) => game.sysname)).toEqual(second.items.map((game) => game.sysname));
  });

  it('refetches every loaded page when the Games tag is invalidated', async () => {
    const { result, store } = renderList({}, 30);
    await waitFor(() => expect(result.current.games).toHaveLength(30), SLOW);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(60), SLOW);

    const offsets = watchOffsets();
    act(() => {
      store.dispatch(gamesApi.util.invalidateTags(['Games']));
    });
    await waitFor(() => expect(offsets).toEqual(['0', '30']), SLOW);
    await waitFor(() => expect(gamesApi.endpoints.gamesGetPages.select({ count: 30 })(store.getState()).status).toBe('fulfilled'), SLOW);
    expect(result.current.games).toHaveLength(60);
  });

  it('keeps the loaded games when the next page fails, and asks for it again on retry', async () => {
    const { result } = renderList({}, 60);
    await waitFor(() => expect(result.current.games).toHaveLength(60), SLOW);

    // The base query retries a failed read once: fail both tries.
    forceError('games.get', 'InternalServerError', { times: 2 });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true), SLOW);
    expect(result.current.failedNextPage).toBe(true);
    expect(result.current.games).toHaveLength(60);

    // No automatic retry loop after a failure.
    act(() => result.current.loadMore());
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.games).toHaveLength(120), SLOW);
    expect(result.current.failed).toBe(false);
  });

  it('fetches the first page again when it failed', async () => {
    forceError('games.get', 'InternalServerError', { times: 2 });
    const { result } = renderList({}, 60);
    await waitFor(() => expect(result.current.failed).toBe(true), SLOW);
    expect(result.current.total).toBeNull();
    expect(result.current.failedNextPage).toBe(false);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.games).toHaveLength(60), SLOW);
  });

  it('does not show a failure already in the cache when it mounts: it asks again and shows that answer', async () => {
    const store = makeStore();
    // An earlier request (the hall route's early one) failed both tries.
    forceError('games.get', 'InternalServerError', { times: 2 });
    const early = store.dispatch(gamesApi.endpoints.gamesGetPages.initiate({ count: 60 }));
    await early;
    early.unsubscribe();
    expect(gamesApi.endpoints.gamesGetPages.select({ count: 60 })(store.getState()).isError).toBe(true);

    const seen: boolean[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(
      () => {
        const list = useGameList({}, 60);
        seen.push(list.failed);
        return list;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.games).toHaveLength(60), SLOW);
    expect(seen).not.toContain(true);
  });

  it('shows the failure of a request that was on its way when it mounted', async () => {
    const store = makeStore();
    forceError('games.get', 'InternalServerError', { times: 2 });
    const early = store.dispatch(gamesApi.endpoints.gamesGetPages.initiate({ count: 60 }));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useGameList({}, 60), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true), SLOW);
    early.unsubscribe();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.games).toHaveLength(60), SLOW);
  });
});
