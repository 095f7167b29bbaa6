import { GAME_TYPES, type GamesListArgs, type GameType } from '@/api/games/games.types';
import { effectiveQuery } from '../grid/search-query';

/**
 * The game-hall filters of SPEC §3 (query, types, providers, category) plus the favourites tab, kept
 * in the address so a link reproduces the view and Back restores the previous one.
 */

export type HallTab = 'all' | 'favourites';

export interface HallFilters {
  query: string;
  types: GameType[];
  providers: string[];
  category: string | null;
  tab: HallTab;
}

export const EMPTY_FILTERS: HallFilters = { query: '', types: [], providers: [], category: null, tab: 'all' };

/** The query parameters the hall owns; any other parameter of the address is left alone. */
const KEYS = ['query', 'types', 'providers', 'category', 'tab'] as const;

function list(value: string | null): string[] {
  if (!value) return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

function isHallType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** Reads the filters from an address query; unknown types and empty values are dropped. */
export function parseHallFilters(search: URLSearchParams): HallFilters {
  return {
    query: (search.get('query') ?? '').trim(),
    types: list(search.get('types')).filter(isHallType),
    providers: list(search.get('providers')),
    category: search.get('category')?.trim() || null,
    tab: search.get('tab') === 'favourites' ? 'favourites' : 'all',
  };
}

/**
 * The address query for `filters`, keeping the parameters of `current` that the hall does not own.
 * Defaults are left out, so the plain hall is just /gamehall.
 */
export function hallSearch(filters: HallFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(KEYS as readonly string[]).includes(key)) next.append(key, value);
  const query = filters.query.trim();
  if (query) next.set('query', query);
  if (filters.types.length) next.set('types', filters.types.join(','));
  if (filters.providers.length) next.set('providers', filters.providers.join(','));
  if (filters.category) next.set('category', filters.category);
  if (filters.tab === 'favourites') next.set('tab', 'favourites');
  return next;
}

/** True when anything narrows the list (the tab does not count: it is a view, not a filter). */
export function hasActiveFilters(filters: HallFilters): boolean {
  return Boolean(filters.query || filters.types.length || filters.providers.length || filters.category);
}

/** The filters with every narrowing removed; the tab stays. */
export function clearedFilters(filters: HallFilters): HallFilters {
  return { ...EMPTY_FILTERS, tab: filters.tab };
}

/** Adds `item` when missing, removes it when present (type and provider toggles). */
export function toggleItem<T>(items: readonly T[], item: T): T[] {
  return items.includes(item) ? items.filter((value) => value !== item) : [...items, item];
}

/** games.get filters for the hall's list; the favourites tab narrows it to the liked sysnames. */
export function listFilterOf(filters: HallFilters, likes?: readonly string[]): Omit<GamesListArgs, 'offset' | 'count'> {
  const filter: Omit<GamesListArgs, 'offset' | 'count'> = {};
  const query = effectiveQuery(filters.query);
  if (query) filter.query = query;
  if (filters.types.length) filter.types = [...filters.types];
  if (filters.providers.length) filter.providers = [...filters.providers];
  if (filters.category) filter.category = filters.category;
  if (filters.tab === 'favourites') filter.sysnames = [...(likes ?? [])];
  return filter;
}
