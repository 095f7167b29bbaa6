import { useCallback, useMemo, useState } from 'react';
import { useGamesGetPagesInfiniteQuery } from '@/api/games/games-api';
import type { GamesListArgs } from '@/api/games/games.types';
import { useMarkupMayShow } from '@/start/runtime/hydration-done';
import { GAMES_PAGE_SIZE, type LoadedGames, loadedGames } from './game-pages';

/** The filters of one list; the offset and count belong to the pages. */
export type GameListFilter = Omit<GamesListArgs, 'offset' | 'count'>;

/** What the grid needs to know about a list that loads page after page. */
export interface GameList extends LoadedGames {
  /** More pages exist beyond the loaded ones. */
  hasMore: boolean;
  /** The last request failed (the first page, the next page or a refetch). */
  failed: boolean;
  /** It was the next page that failed: what is loaded is still shown. */
  failedNextPage: boolean;
  /** Asks for the next page unless one is on its way, none is left, or the last request failed. */
  loadMore: () => void;
  /** Asks again for what failed. */
  retry: () => void;
}

/**
 * A filtered game list as an RTK Query infinite query (`games.gamesGetPages`): the pages live in the
 * one cache, one entry per filter, so a `Games` invalidation refetches them and Back to an earlier
 * filter shows its pages at once.
 */
export function useGameList(filter: GameListFilter, pageSize = GAMES_PAGE_SIZE): GameList {
  const args = useMemo(() => ({ ...filter, count: pageSize }), [filter, pageSize]);
  const query = useGamesGetPagesInfiniteQuery(args);
  const { data, isFetching, isFetchNextPageError, fetchNextPage, refetch } = query;
  // The prerendered hall has the skeleton; hydration renders it too, even when the first page is in
  // already (the hall's route middleware asks for it early), unless the build
  // rendered the hall with its first page, which the page then carries.
  const mayShow = useMarkupMayShow(query.requestId);
  const hasNextPage = mayShow && query.hasNextPage;
  // A failure already in the cache when this list mounted (the route's early request, an earlier
  // visit) is not shown: RTK Query asks again for the new subscriber, and the list shows that answer.
  const [staleFailure] = useState(() => (query.isError ? query.requestId : undefined));
  const isError = mayShow && query.isError && query.requestId !== staleFailure;
  const loaded = useMemo(() => loadedGames(mayShow ? data?.pages : undefined), [mayShow, data?.pages]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);
  const retry = useCallback(() => {
    if (isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  return useMemo(
    () => ({ ...loaded, hasMore: hasNextPage, failed: isError, failedNextPage: isFetchNextPageError, loadMore, retry }),
    [loaded, hasNextPage, isError, isFetchNextPageError, loadMore, retry],
  );
}
