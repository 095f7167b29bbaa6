import type { Done, ItemsPage } from '../wire';
import type { GameHistoryPage, HistoryExportRequest } from './games-history.types';
import type { Category, Game, Provider } from './games.types';

/** games.* of SPEC §7. `get` with fields=url carries each game's launch address. */
export interface GamesContract {
  get: ItemsPage<Game & { url?: string }>;
  getCategories: { items: Category[] };
  getProviders: { items: Provider[] };
  getLikes: { sysnames: string[] };
  addLike: Done;
  removeLike: Done;
  getHistory: GameHistoryPage;
  getHistoryExportRequest: HistoryExportRequest | null;
  createHistoryExportRequest: HistoryExportRequest;
}
