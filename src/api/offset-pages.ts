import type { ItemsPage } from './wire';

/**
 * The arguments of a list read page after page: its filters plus `count`, the page size; the
 * offset is the infinite query's page parameter, so it is not part of the cache key.
 */
export type OffsetPagesArgs<Params extends { offset?: number; count?: number }> = Omit<Params, 'offset' | 'count'> & { count: number };

/** The offset after `lastPage`, or undefined when it was the last one (or came back empty). */
export function nextOffset(lastPage: ItemsPage<unknown>, lastOffset: number): number | undefined {
  const next = lastOffset + lastPage.items.length;
  return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
}

/**
 * `infiniteQueryOptions` of a list paged by offset: from 0, each page after the rows already
 * loaded, until `total`. A refetch (a tag invalidated) reloads every loaded page from offset 0.
 */
export const offsetPages = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: ItemsPage<unknown>, _allPages: unknown, lastOffset: number) => nextOffset(lastPage, lastOffset),
};
