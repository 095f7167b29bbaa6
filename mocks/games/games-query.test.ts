import { gameName } from '@/api/games/game-display';
import type { Game, GameType } from '@/api/games/games.types';
import { catalogue, LARGE_CATALOGUE_SIZE, type Catalogue } from './fixtures/catalogue';
import { catalogueIndex } from './games-index';
import { DEFAULT_PAGE, MAX_PAGE, normaliseType, queryGames } from './games-query';

/**
 * games.get the straightforward way, as the mock answered before the catalogue had indexes: copy the
 * catalogue, filter it in turn, sort the result (a stable sort with localeCompare on the lower-case
 * key), reverse it for desc, then page. The indexed answers must be these, to the byte.
 */
function referenceQuery(games: readonly Game[], query: URLSearchParams) {
  const list = (name: string) =>
    (query.get(name) ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
  const intParam = (name: string, fallback: number) => {
    const raw = query.get(name);
    const value = raw === null ? NaN : Number(raw);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  let options: Record<string, unknown> = {};
  try {
    const value = JSON.parse(query.get('options') ?? '') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) options = value as Record<string, unknown>;
  } catch {
    options = {};
  }
  const offset = intParam('offset', 0);
  const count = Math.min(intParam('count', DEFAULT_PAGE), MAX_PAGE);

  let result: Game[];
  const sysname = query.get('sysname');
  const sysnames = list('sysnames');
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
  const types = new Set(list('types').map(normaliseType));
  if (types.size > 0) result = result.filter((game) => types.has(game.type));
  const providers = new Set(list('providers'));
  if (providers.size > 0) result = result.filter((game) => providers.has(game.provider));
  const tags = list('tags');
  if (tags.length > 0) result = result.filter((game) => tags.some((tag) => game.tags.includes(tag)));
  const category = typeof options.category === 'string' ? options.category : '';
  if (category) result = result.filter((game) => game.categories.includes(category));

  const sort = query.get('sort');
  if (sort === 'name' || sort === 'provider' || sort === 'new') {
    const key = (game: Game) =>
      sort === 'name' ? gameName(game).toLowerCase() : sort === 'provider' ? game.provider_name.toLowerCase() : game.is_new ? '0' : '1';
    result.sort((a, b) => key(a).localeCompare(key(b)));
  }
  if (query.get('order') === 'desc') result.reverse();
  return { items: result.slice(offset, offset + count), total: result.length, offset, count, options };
}

type Query = Record<string, string>;

function expectSameAnswers(current: Catalogue, queries: Query[]) {
  for (const query of queries) {
    const params = new URLSearchParams(query);
    const label = params.toString();
    const answer = queryGames(current, params);
    const reference = referenceQuery(current.games, params);
    expect(answer.total, label).toBe(reference.total);
    expect(answer.items.map((game) => game.sysname), label).toEqual(reference.items.map((game) => game.sysname));
    // Byte for byte: the same games, fields and order in the JSON answer.
    expect(JSON.stringify(answer), label).toBe(JSON.stringify(reference));
  }
}

/** Every combination of the filter sets, sorts and pages. */
function combinations(...sets: Query[][]): Query[] {
  return sets.reduce<Query[]>((all, set) => all.flatMap((query) => set.map((more) => ({ ...query, ...more }))), [{}]);
}

const SORTS: Query[] = [
  {},
  { sort: 'order' },
  { sort: 'name' },
  { sort: 'name', order: 'desc' },
  { sort: 'provider' },
  { sort: 'provider', order: 'desc' },
  { sort: 'new' },
  { sort: 'new', order: 'desc' },
  { order: 'desc' },
  { sort: 'nonsense', order: 'asc' },
];

describe('games.get over the catalogue indexes', () => {
  const current = catalogue();
  const { games } = current;
  const some = [games[0], games[5], games[77], games[1_999], games[3], games[1_234]].map((game) => game.sysname);

  it('answers every filter, sort, order and page as the straightforward implementation does', () => {
    const filters: Query[] = [
      {},
      { options: '{"category":"popular"}' },
      { options: '{"category":"slots"}' },
      { options: '{"category":"no-such-category"}' },
      { options: '{"category":"new","mode":"demo"}' },
      { options: '{"category":7}' },
      { options: 'not json' },
      { providers: 'orbit-forge,kite-labs' },
      { providers: 'sunset-table,sunset-table' },
      { types: 'live,fast' },
      { types: 'slot' },
      { types: ' casino , ' },
      { tags: 'megaways' },
      { tags: 'egypt,space,jackpot,egypt' },
      { query: 'dragon' },
      { query: '  ORBIT fruits ' },
      { query: 'remastered' },
      { query: 'sun edition' },
      { query: 'e' },
      { query: 'zzz' },
      { sysnames: some.join(',') },
      { sysnames: `${some[1]},no-such-game,${some[0]},${some[1]}` },
      { sysname: some[3] },
      { sysname: 'no-such-game' },
      { sysname: '', sysnames: some.slice(0, 3).join(',') },
      { options: '{"category":"slots"}', providers: 'orbit-forge,velvet-reels', tags: 'egypt,fruits' },
      { types: 'slots,fast', query: 'lucky', options: '{"category":"jackpot"}' },
      { types: 'live', providers: 'orbit-forge' },
      { sysnames: some.join(','), types: 'slots' },
      { sysnames: some.join(','), query: 'a', tags: 'classic,space' },
    ];
    const pages: Query[] = [{}, { offset: '17', count: '300' }, { offset: '1990', count: '60' }, { offset: '-3', count: '0' }, { count: '5000' }];
    expectSameAnswers(current, combinations(filters, SORTS, pages));
  });

  it('gives the same answer again, whatever was asked in between (selections are kept and dropped)', () => {
    const first: Query = { options: '{"category":"slots"}', sort: 'name', offset: '100', count: '50' };
    const before = JSON.stringify(queryGames(current, new URLSearchParams(first)));
    // More filters than the index keeps, so the first one is dropped and worked out again.
    for (let offset = 0; offset < 40; offset += 1) queryGames(current, new URLSearchParams({ query: `a${offset}`, sort: 'provider' }));
    expect(JSON.stringify(queryGames(current, new URLSearchParams(first)))).toBe(before);
    expectSameAnswers(current, [first, { ...first, order: 'desc' }]);
  });

  it('builds each sort order once per catalogue', () => {
    const index = catalogueIndex(current);
    expect(catalogueIndex(current)).toBe(index);
    expect(index.sortOrder('name')).toBe(index.sortOrder('name'));
    expect(index.gamesWith('category', 'slots')).toBe(index.gamesWith('category', 'slots'));
  });

  it('matches on the large catalogue too', () => {
    const large = catalogue(LARGE_CATALOGUE_SIZE);
    expectSameAnswers(large, [
      { offset: '10380', count: '60' },
      { sort: 'name', offset: '5000', count: '300' },
      { sort: 'name', order: 'desc', count: '60' },
      { sort: 'provider', offset: '9000', count: '300' },
      { sort: 'new', offset: '600', count: '60' },
      { options: '{"category":"slots"}', sort: 'name', offset: '3000', count: '300' },
      { providers: 'orbit-forge,kite-labs,moonwake', types: 'slot', sort: 'new', order: 'desc', count: '300' },
      { query: 'dragon', sort: 'name', count: '300' },
      { sysnames: [large.games[9_000], large.games[10], large.games[4_000]].map((game) => game.sysname).join(','), sort: 'provider' },
    ]);
  });
});

describe('games.get sorting with equal keys', () => {
  /** A small hand-made catalogue: keys that tie in several ways, to check the order a stable sort gives. */
  function handMade(): Catalogue {
    const rows: [name: string, provider: string, isNew: boolean, display?: string][] = [
      ['Zeta', 'Beta Studio', false],
      ['alpha', 'beta studio', true],
      ['ALPHA', 'Alpha Games', false],
      ['Café', 'Alpha Games', true],
      ['Cafe\u0301', 'ALPHA GAMES', false],
      ['Beta', 'Gamma', false, 'alpha'],
      ['Gamma', 'Gamma', true, '   '],
      ['alpha', 'Beta Studio', false],
      ['Delta 2', 'Zed', true],
      ['Delta 10', 'Zed', false],
      ['Ωmega', 'Épsilon', false],
      ['omega', 'Epsilon', true],
    ];
    const games: Game[] = rows.map(([name, provider, isNew, display], index) => ({
      sysname: `game-${index}`,
      name,
      provider: provider.toLowerCase().replace(/\W+/g, '-'),
      provider_name: provider,
      type: (['slots', 'live', 'casino', 'fast'] as GameType[])[index % 4],
      image_url: `/game-${index}.svg`,
      categories: index % 2 ? ['slots'] : ['slots', 'popular'],
      tags: index % 3 ? ['space'] : [],
      has_demo: true,
      is_new: isNew,
      description: display === undefined ? null : { name: display },
    }));
    const at = new Map(games.map((game, index) => [game.sysname, index]));
    return {
      games,
      bySysname: new Map(games.map((game) => [game.sysname, game])),
      providers: [],
      categoryCounts: new Map(),
      indexOf: (sysname) => at.get(sysname) ?? -1,
    };
  }

  it('keeps games with equal keys in catalogue order, or in the order asked for by sysnames', () => {
    const current = handMade();
    const sysnames = ['game-7', 'game-2', 'game-1', 'game-7', 'game-5', 'game-4', 'game-3', 'game-11', 'game-10', 'game-0'].join(',');
    const filters: Query[] = [{}, { options: '{"category":"popular"}' }, { tags: 'space' }, { query: 'a' }, { sysnames }, { sysnames, query: 'a' }];
    expectSameAnswers(current, combinations(filters, SORTS, [{ count: '300' }, { offset: '2', count: '3' }]));
  });
});
