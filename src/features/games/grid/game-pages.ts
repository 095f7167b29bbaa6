import type { Game, GamesPage } from '@/api/games/games.types';

/** Games per games.get call of the hall's grid. */
export const GAMES_PAGE_SIZE = 60;

export interface LoadedGames {
  /** Every game of the pages loaded so far, in catalogue order. */
  games: readonly Game[];
  /** Games matching the filter, across all pages; null until the first page answers. */
  total: number | null;
}

const NOTHING: LoadedGames = { games: [], total: null };

/** The pages of the infinite query as one list; the newest page's total wins (the catalogue may change). */
export function loadedGames(pages: readonly GamesPage[] | undefined): LoadedGames {
  if (!pages || pages.length === 0) return NOTHING;
  return { games: pages.flatMap((page) => page.items), total: pages[pages.length - 1].total };
}
