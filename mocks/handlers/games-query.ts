import { gameName } from '@/api/games/game-display';
import type { Game } from '@/api/games/games.types';
import { catalogue, DEFAULT_CATALOGUE_SIZE, LARGE_CATALOGUE_SIZE, type Catalogue } from '../fixtures/games/catalogue';
import { scenarioState } from '../scenario-state';

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
 * order, then offset / count.
 */
export function queryGames(games: readonly Game[], query: URLSearchParams): GamesQueryResult {
  const options = parseOptions(query.get('options'));
  const offset = intParam(query, 'offset', 0);
  const count = Math.min(intParam(query, 'count', DEFAULT_PAGE), MAX_PAGE);

  let result: Game[];
  const sysname = query.get('sysname');
  const sysnames = list(query, 'sysnames');
  if (sysname) {
    result = games.filter((game) => game.sysname === sysname);
  } else if (sysnames.length > 0) {
    const bySysname = new Map(games.map((game) => [game.sysname, game]));
    result = sysnames.map((name) => bySysname.get(name)).filter((game): game is Game => game !== undefined);
  } else {
    result = [...games];
  }

  const text = (query.get('query') ?? '').trim().toLowerCase();
  if (text) result = result.filter((game) => game.name.toLowerCase().includes(text) || gameName(game).toLowerCase().includes(text));
  const types = new Set(list(query, 'types').map(normaliseType));
  if (types.size > 0) result = result.filter((game) => types.has(game.type));
  const providers = new Set(list(query, 'providers'));
  if (providers.size > 0) result = result.filter((game) => providers.has(game.provider));
  const tags = list(query, 'tags');
  if (tags.length > 0) result = result.filter((game) => tags.some((tag) => game.tags.includes(tag)));
  const category = typeof options.category === 'string' ? options.category : '';
  if (category) result = result.filter((game) => game.categories.includes(category));

  const sort = query.get('sort');
  const desc = query.get('order') === 'desc';
  if (sort === 'name' || sort === 'provider' || sort === 'new') {
    const key = (game: Game) =>
      sort === 'name' ? gameName(game).toLowerCase() : sort === 'provider' ? game.provider_name.toLowerCase() : game.is_new ? '0' : '1';
    result.sort((a, b) => key(a).localeCompare(key(b)));
  }
  if (desc) result.reverse();

  return { items: result.slice(offset, offset + count), total: result.length, offset, count, options };
}

/** A game of any catalogue: the default one first, so a tile or page never builds the large one by itself. */
export function findGame(sysname: string): Game | undefined {
  return catalogue().bySysname.get(sysname) ?? currentCatalogue().bySysname.get(sysname);
}
