import { gameName } from '@/api/games/game-display';
import type { Game } from '@/api/games/games.types';
import type { Catalogue } from './fixtures/catalogue';

/**
 * Indexes of one catalogue for games.get and games.getProviders. Catalogues never change, so each
 * index is built once, on first use, and kept: the games of each type, provider, tag and category,
 * the three sort orders, games per type and provider, and the last few selections (the grid asks
 * for page after page of the same filters). A request over 10,400 games then reads a posting list
 * and walks a precomputed order instead of copying and sorting the whole catalogue. Games are
 * referred to by their index in `catalogue.games`.
 *
 * The text search still tests each game's names on every new text: lower-case names kept per game
 * were measured no faster (includes() is the cost, not toLowerCase()) and made the first search
 * slower, since they must be built first.
 */

export type SortKey = 'name' | 'provider' | 'new';

/** The sort keys, exactly as games.get compares them (localeCompare, equal keys keep their order). */
const SORT_KEYS: Record<SortKey, (game: Game) => string> = {
  name: (game) => gameName(game).toLowerCase(),
  provider: (game) => game.provider_name.toLowerCase(),
  new: (game) => (game.is_new ? '0' : '1'),
};

export interface SortOrder {
  /** Catalogue indexes in sort order; games whose keys compare equal keep the catalogue order (a stable sort). */
  order: Int32Array;
  /** Per catalogue index: a number that orders games like their keys do (equal keys, equal numbers). */
  rank: Int32Array;
}

/** The filters of games.get, parsed (games-query.ts). */
export interface GameFilter {
  /** One game by sysname (wins over `sysnames`). */
  sysname: string;
  /** Games by sysname, in this order (a repeated name repeats its game). */
  sysnames: readonly string[];
  /** Lower case, trimmed: a part of the name or of the display name. */
  text: string;
  types: ReadonlySet<string>;
  providers: ReadonlySet<string>;
  /** Any of these. */
  tags: readonly string[];
  category: string;
  sort: SortKey | null;
}

/** The games of a filter in answer order (before `order=desc`); null: the whole catalogue in catalogue order. */
export interface Selection {
  indexes: ArrayLike<number> | null;
  total: number;
}

type Dimension = 'type' | 'provider' | 'tag' | 'category';

/** Whether a game has a value in a dimension: the tests of games.get's filters. */
const HAS: Record<Dimension, (game: Game, value: string) => boolean> = {
  type: (game, value) => game.type === value,
  provider: (game, value) => game.provider === value,
  tag: (game, value) => game.tags.includes(value),
  category: (game, value) => game.categories.includes(value),
};

/** How many selections a catalogue keeps (a few filters, each paged through). */
const KEPT_SELECTIONS = 16;

export class CatalogueIndex {
  private readonly postings = new Map<string, readonly number[]>();
  private readonly sorts = new Map<SortKey, SortOrder>();
  private providerCounts: Map<string, Map<string, number>> | undefined;
  private readonly selections = new Map<string, Selection>();

  constructor(readonly catalogue: Catalogue) {}

  /**
   * Catalogue indexes, ascending, of the games with `value` in a dimension (a type, a tag...): one
   * pass over the catalogue the first time a value is asked for, kept from then on.
   */
  gamesWith(dimension: Dimension, value: string): readonly number[] {
    const key = `${dimension}:${value}`;
    let list = this.postings.get(key);
    if (!list) {
      const has = HAS[dimension];
      const found: number[] = [];
      this.catalogue.games.forEach((game, index) => {
        if (has(game, value)) found.push(index);
      });
      this.postings.set(key, (list = found));
    }
    return list;
  }

  /** The games with any of `values` in a dimension, ascending. */
  gamesWithAny(dimension: Dimension, values: Iterable<string>): readonly number[] {
    const lists = [...new Set(values)].map((value) => this.gamesWith(dimension, value));
    if (lists.length === 1) return lists[0];
    const size = this.catalogue.games.length;
    const marked = new Uint8Array(size);
    for (const list of lists) for (const index of list) marked[index] = 1;
    const result: number[] = [];
    for (let index = 0; index < size; index += 1) if (marked[index]) result.push(index);
    return result;
  }

  /** The catalogue sorted by `key` (built on first use). */
  sortOrder(key: SortKey): SortOrder {
    let sorted = this.sorts.get(key);
    if (!sorted) {
      sorted = sortBy(this.catalogue.games, SORT_KEYS[key]);
      this.sorts.set(key, sorted);
    }
    return sorted;
  }

  /** Games per provider of one type (getProviders with types). */
  providerCountsOf(type: string): ReadonlyMap<string, number> | undefined {
    if (!this.providerCounts) {
      const counts = new Map<string, Map<string, number>>();
      for (const game of this.catalogue.games) {
        let byProvider = counts.get(game.type);
        if (!byProvider) counts.set(game.type, (byProvider = new Map<string, number>()));
        byProvider.set(game.provider, (byProvider.get(game.provider) ?? 0) + 1);
      }
      this.providerCounts = counts;
    }
    return this.providerCounts.get(type);
  }

  /** The games of a filter, sorted: kept for the next pages of the same filter. */
  select(filter: GameFilter): Selection {
    const key = JSON.stringify([
      filter.sysname,
      filter.sysname ? [] : filter.sysnames,
      filter.text,
      [...filter.types],
      [...filter.providers],
      filter.tags,
      filter.category,
      filter.sort,
    ]);
    let selection = this.selections.get(key);
    if (selection) {
      // Most recently used last.
      this.selections.delete(key);
    } else {
      selection = this.compute(filter);
      if (this.selections.size >= KEPT_SELECTIONS) this.selections.delete(this.selections.keys().next().value!);
    }
    this.selections.set(key, selection);
    return selection;
  }

  private compute(filter: GameFilter): Selection {
    const { games } = this.catalogue;
    const { text, types, providers, tags, category } = filter;

    // The games asked for by name, in the order asked; null when not asked by name.
    let named: number[] | null = null;
    if (filter.sysname) {
      const index = this.catalogue.indexOf(filter.sysname);
      named = index >= 0 ? [index] : [];
    } else if (filter.sysnames.length > 0) {
      named = filter.sysnames.map((sysname) => this.catalogue.indexOf(sysname)).filter((index) => index >= 0);
    }

    // The posting lists of the filters but the text.
    const lists: [Dimension, () => readonly number[]][] = [];
    if (types.size > 0) lists.push(['type', () => this.gamesWithAny('type', types)]);
    if (providers.size > 0) lists.push(['provider', () => this.gamesWithAny('provider', providers)]);
    if (tags.length > 0) lists.push(['tag', () => this.gamesWithAny('tag', tags)]);
    if (category) lists.push(['category', () => this.gamesWith('category', category)]);
    // Without names, start from the shortest posting list (null: every game), then test the other
    // filters on its games only.
    let start: Dimension | null = null;
    let matches: readonly number[] | null = named;
    if (!named) {
      for (const [dimension, gamesOf] of lists) {
        const list = gamesOf();
        if (!matches || list.length < matches.length) [start, matches] = [dimension, list];
      }
    }
    const passes = (index: number) => {
      const game = games[index];
      return (
        (!text || game.name.toLowerCase().includes(text) || gameName(game).toLowerCase().includes(text)) &&
        (types.size === 0 || start === 'type' || types.has(game.type)) &&
        (providers.size === 0 || start === 'provider' || providers.has(game.provider)) &&
        (tags.length === 0 || start === 'tag' || tags.some((tag) => HAS.tag(game, tag))) &&
        (!category || start === 'category' || HAS.category(game, category))
      );
    };
    if (matches && (named || text || lists.length > 1)) {
      matches = matches.filter(passes);
    } else if (text) {
      // The text alone: every game is tested.
      const kept: number[] = [];
      games.forEach((_, index) => {
        if (passes(index)) kept.push(index);
      });
      matches = kept;
    }
    const total = matches ? matches.length : games.length;

    if (!filter.sort) return { indexes: matches, total };
    const { order, rank } = this.sortOrder(filter.sort);
    if (!matches) return { indexes: order, total };
    // Games asked for by name: a stable sort, so games with equal keys stay in the order asked.
    if (named) return { indexes: [...matches].sort((a, b) => rank[a] - rank[b]), total };
    // A subset in catalogue order: the catalogue's sort order, restricted to it.
    const member = new Uint8Array(games.length);
    for (const index of matches) member[index] = 1;
    const sorted = new Int32Array(total);
    let next = 0;
    for (const index of order) if (member[index]) sorted[next++] = index;
    return { indexes: sorted, total };
  }
}

/**
 * The order of games.get's sort: a stable sort of the catalogue with localeCompare on the keys (each
 * key made once, not twice per comparison), and each game's rank in it, shared by games whose keys
 * compare equal.
 */
function sortBy(games: readonly Game[], keyOf: (game: Game) => string): SortOrder {
  const keys = games.map(keyOf);
  // Equal strings compare equal without asking the collator (most provider and "new" keys are).
  const compare = (a: number, b: number) => (keys[a] === keys[b] ? 0 : keys[a].localeCompare(keys[b]));
  const sorted = keys.map((_, index) => index).sort(compare);
  const rank = new Int32Array(games.length);
  sorted.forEach((index, at) => {
    rank[index] = at > 0 && compare(sorted[at - 1], index) === 0 ? rank[sorted[at - 1]] : at;
  });
  return { order: Int32Array.from(sorted), rank };
}

const indexes = new WeakMap<Catalogue, CatalogueIndex>();

/** The indexes of a catalogue (one per catalogue; each part is built on first use). */
export function catalogueIndex(catalogue: Catalogue): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new CatalogueIndex(catalogue);
    indexes.set(catalogue, index);
  }
  return index;
}
