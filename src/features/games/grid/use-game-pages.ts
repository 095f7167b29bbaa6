import { useCallback, useEffect, useRef, useState } from 'react';
import { gamesApi } from '@/api/games/games-api';
import type { Game, GamesListArgs } from '@/api/games/games.types';
import { useAppDispatch } from '@/lib/store/hooks';
import { GAMES_PAGE_SIZE, type PageState, pageWindow } from './game-pages';

/** The filters of one list; offset and count belong to the pages. */
export type GameListFilter = Omit<GamesListArgs, 'offset' | 'count'>;

export interface GamePages {
  /** Games matching the filter; null until the first page answers. */
  total: number | null;
  pages: ReadonlyMap<number, PageState<Game>>;
  /** Loads the given pages unless loaded, loading, or failed (failed ones wait for retry). */
  request: (pages: readonly number[]) => void;
  /** Asks again for every page that failed. */
  retry: () => void;
}

/**
 * Loads a game list page by page through the one RTK Query cache (endpoint.initiate, then the
 * subscription is released; the page stays in React state for as long as the grid shows it).
 * Mount one per filter (a `key` on the grid), so a new filter starts from an empty list.
 */
export function useGamePages(filter: GameListFilter, pageSize = GAMES_PAGE_SIZE): GamePages {
  const dispatch = useAppDispatch();
  const [pages, setPages] = useState<ReadonlyMap<number, PageState<Game>>>(() => new Map());
  const [total, setTotal] = useState<number | null>(null);
  // Requests in flight or done, so a re-render never sends a page twice.
  const started = useRef(new Set<number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setPage = useCallback((page: number, state: PageState<Game>) => {
    if (mounted.current) setPages((current) => new Map(current).set(page, state));
  }, []);

  const load = useCallback(
    (page: number) => {
      started.current.add(page);
      const request = dispatch(gamesApi.endpoints.gamesGet.initiate({ ...filter, ...pageWindow(page, pageSize) }));
      request
        .unwrap()
        .then(
          (result) => {
            if (mounted.current) setTotal(result.total);
            setPage(page, { status: 'done', items: result.items });
          },
          () => setPage(page, { status: 'error' }),
        )
        .finally(() => request.unsubscribe());
    },
    [dispatch, filter, pageSize, setPage],
  );

  const request = useCallback(
    (wanted: readonly number[]) => {
      for (const page of wanted) if (!started.current.has(page)) load(page);
    },
    [load],
  );

  const retry = useCallback(() => {
    for (const [page, state] of pages) {
      if (state.status !== 'error') continue;
      setPage(page, { status: 'loading' });
      load(page);
    }
  }, [pages, load, setPage]);

  return { total, pages, request, retry };
}
