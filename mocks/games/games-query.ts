import type { Game } from '@/api/games/games.types';
import { catalogue, DEFAULT_CATALOGUE_SIZE, LARGE_CATALOGUE_SIZE, type Catalogue } from './fixtures/catalogue';
import { scenarioState } from '../core/scenario-state';
import { catalogueIndex } from './games-index';

/** SPEC §9 "game list constants 18 and 300": the default page and the largest page the mock serves. */
export const DEFAULT_PAGE = 18;
export const MAX_PAGE = 300;

/** The catalogue QA chose: mock_catalog=large gives 10,000+ games (its first 2,000 are the default ones). */
export function currentCatalogue(): Catalogue {
  return catalogue(scenarioState().catalog === 'large' ? LARGE_CATALOGUE_SIZE : DEFAULT_CATALOGUE_SIZE);
}

function list(query: URLSearchParams, name: string): string[] {
  return (query.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The providers call says `slot`; games say `slots`. */
export function normaliseType(type: string): string {
  return type === 'slot' ? 'slots' : type;
}

function parseOptions(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export interface GamesQueryResult {
  items: Game[];
  total: number;
  offset: number;
  count: number;
  options: Record<string, unknown>;
}

/**
 * games.get over the catalogue: sysname / sysnames, query (case-insensitive, name or display name),
 * types, providers, tags (any of), options.category, then sort (order | name | provider | new) and
 * order, then offset / count. The catalogue's indexes (games-index.ts) answer it; the answers are the
 * ones of filtering the catalogue and sorting the result with a stable sort on the lower-case key
 * with localeCompare (games-query.test.ts compares them with that).
 */
export function queryGames(catalogue: Catalogue, query: URLSearchParams): GamesQueryResult {
  const options = parseOptions(query.get('options'));
  const offset = intParam(query, 'offset', 0);
  const count = Math.min(intParam(query, 'count', DEFAULT_PAGE), MAX_PAGE);
  const sort = query.get('sort');
  const { indexes, total } = catalogueIndex(catalogue).select({
    sysname: query.get('sysname') ?? '',
    sysnames: list(query, 'sysnames'),
    text: (query.get('query') ?? '').trim().toLowerCase(),
    types: new Set(list(query, 'types').map(normaliseType)),
    providers: new Set(list(query, 'providers')),
    tags: list(query, 'tags'),
    category: typeof options.category === 'string' ? options.category : '',
    sort: sort === 'name' || sort === 'provider' || sort === 'new' ? sort : null,
  });

  // The page, read backwards for order=desc.
  const desc = query.get('order') === 'desc';
  const items: Game[] = [];
  for (let at = offset; at < Math.min(total, offset + count); at += 1) {
    const place = desc ? total - 1 - at : at;
    items.push(catalogue.games[indexes ? indexes[place] : place]);
  }
  return { items, total, offset, count, options };
}

/** A game of any catalogue: the default one first, so a tile or page never builds the large one by itself. */
export function findGame(sysname: string): Game | undefined {
  return catalogue().bySysname.get(sysname) ?? currentCatalogue().bySysname.get(sysname);
}
