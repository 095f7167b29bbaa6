/** Game types the hall filters by (SPEC §3). The providers call spells slots as `slot` (SPEC §7). */
export type GameType = 'slots' | 'live' | 'fast' | 'casino';

export const GAME_TYPES: readonly GameType[] = ['slots', 'live', 'fast', 'casino'];

/** Description override of a game (SPEC §3): when present, these replace image_url and name. */
export interface GameDescription {
  img_288_192?: string;
  name?: string;
}

export interface Game {
  sysname: string;
  name: string;
  /** Provider sysname. */
  provider: string;
  provider_name: string;
  type: GameType;
  /** 288x192 tile image. */
  image_url: string;
  /** Category ids. */
  categories: string[];
  tags: string[];
  has_demo: boolean;
  is_new?: boolean;
  description?: GameDescription | null;
}

/**
 * Arguments of games.get. Wire form (src/api/request-url.ts): arrays comma-joined, `options` as JSON text.
 * `category` travels inside `options` as `{"category": id}` (merged with any other options), because the
 * spec's games.get has no category parameter of its own; tournaments use `options {id, type:'tournament'}`.
 */
export interface GamesListArgs {
  offset?: number;
  count?: number;
  /** Case-insensitive name search. */
  query?: string;
  types?: GameType[];
  /** Provider sysnames. */
  providers?: string[];
  tags?: string[];
  /** Category id. */
  category?: string;
  sysnames?: string[];
  /** `name`, `provider`, `order` (catalogue order, the default) or `new`. */
  sort?: string;
  order?: 'asc' | 'desc';
  fields?: string[];
  options?: Record<string, unknown>;
}

export interface GamesPage {
  items: Game[];
  /** Games matching the filters, across all pages. */
  total: number;
}

export interface Category {
  id: string;
  /** In the request's locale. */
  name: string;
  icon?: string;
  order: number;
  games_count: number;
}

export interface Provider {
  sysname: string;
  name: string;
  logo_url: string;
  games_count: number;
  game_params: Record<string, unknown>;
}

export type GameMode = 'demo' | 'real';

export interface GameLaunch {
  game: Game;
  /** The provider's page to load in the game frame. */
  url: string;
  mode: GameMode;
}

export interface GameLaunchArgs {
  sysname: string;
  mode: GameMode;
}
