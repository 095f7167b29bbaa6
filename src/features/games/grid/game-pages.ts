/** Paging of the hall's games.get calls: the grid asks for the pages its visible rows need. */

/** Games per games.get call. */
export const GAMES_PAGE_SIZE = 60;

/** The page holding game `index`. */
export function pageOf(index: number, pageSize = GAMES_PAGE_SIZE): number {
  return Math.floor(index / pageSize);
}

/** Pages covering game indexes first..last (inclusive). */
export function pagesForRange(first: number, last: number, pageSize = GAMES_PAGE_SIZE): number[] {
  if (last < first || last < 0) return [];
  const pages: number[] = [];
  for (let page = pageOf(Math.max(0, first), pageSize); page <= pageOf(last, pageSize); page += 1) pages.push(page);
  return pages;
}

/** offset/count of one page. */
export function pageWindow(page: number, pageSize = GAMES_PAGE_SIZE): { offset: number; count: number } {
  return { offset: page * pageSize, count: pageSize };
}

/** What the grid knows about one page. */
export type PageState<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; items: readonly T[] };

/** The game at `index`, when its page has arrived. */
export function itemAt<T>(pages: ReadonlyMap<number, PageState<T>>, index: number, pageSize = GAMES_PAGE_SIZE): T | undefined {
  const page = pages.get(pageOf(index, pageSize));
  return page?.status === 'done' ? page.items[index % pageSize] : undefined;
}
