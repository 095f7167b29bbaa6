import { isLocale, type Locale } from '@/lib/i18n/locales';
import { likesOf } from './game-tables';
import { CATEGORY_SEEDS } from './fixtures/categories';
import { fail, type ApiContext, type ContractMethods, read, requireAccount, requireParam, write } from '../core/api-method';
import { catalogueIndex } from './games-index';
import { currentCatalogue, normaliseType, queryGames } from './games-query';
import { mockGameUrl } from './mock-game/mock-game';
import { withTournamentFilter } from '../tournaments/tournaments-data';
import type { GamesContract } from '@/api/games/games.contract';

function locale(ctx: ApiContext): Locale {
  return isLocale(ctx.locale) ? ctx.locale : 'ru';
}

function knownSysname(ctx: ApiContext): string {
  const sysname = requireParam(ctx, 'sysname');
  if (!currentCatalogue().bySysname.has(sysname)) fail('InvalidParameter', 'sysname: unknown game', { sysname: ['NOT_FOUND'] });
  return sysname;
}

/**
 * games.get: the list, and (fields containing `url`, options.mode demo|real) the launch address of
 * one game. Real play needs a session; demo needs a game with has_demo.
 */
function getGames(ctx: ApiContext) {
  const result = queryGames(currentCatalogue(), withTournamentFilter(ctx.query));
  const fields = (ctx.query.get('fields') ?? '').split(',');
  if (!fields.includes('url')) return { items: result.items, total: result.total, offset: result.offset, count: result.count };

  const mode = result.options.mode === 'real' ? 'real' : 'demo';
  const account = mode === 'real' ? requireAccount() : undefined;
  const items = result.items.map((game) => {
    if (mode === 'demo' && !game.has_demo) fail('InvalidParameter', 'Demo play is not available for this game', { mode: ['NO_DEMO'] });
    return { ...game, url: mockGameUrl(ctx.request, game.sysname, mode, locale(ctx), account) };
  });
  return { items, total: result.total, offset: result.offset, count: result.count };
}

export const gamesMethods = {
  get: read(getGames),

  getCategories: read((ctx) => {
    const counts = currentCatalogue().categoryCounts;
    const lang = locale(ctx);
    return {
      items: CATEGORY_SEEDS.map((seed, order) => ({
        id: seed.id,
        name: seed.names[lang],
        icon: seed.icon,
        order,
        games_count: counts.get(seed.id) ?? 0,
      })),
    };
  }),

  getProviders: read((ctx) => {
    const types = new Set(
      (ctx.query.get('types') ?? '')
        .split(',')
        .filter(Boolean)
        .map(normaliseType),
    );
    const current = currentCatalogue();
    const { providers } = current;
    if (types.size === 0) return { items: [...providers] };
    // Games per type and provider are counted once per catalogue (games-index.ts).
    const byType = [...types].map((type) => catalogueIndex(current).providerCountsOf(type));
    const gamesOf = (provider: string) => byType.reduce((sum, counts) => sum + (counts?.get(provider) ?? 0), 0);
    return {
      items: providers
        .map((provider) => ({ ...provider, games_count: gamesOf(provider.sysname) }))
        .filter((provider) => provider.games_count > 0),
    };
  }),

  getLikes: read(() => ({ sysnames: [...likesOf(requireAccount().uid)] })),

  addLike: write((ctx) => {
    const account = requireAccount();
    const sysname = knownSysname(ctx);
    const likes = likesOf(account.uid);
    if (!likes.includes(sysname)) likes.push(sysname);
    return 1;
  }),

  removeLike: write((ctx) => {
    const account = requireAccount();
    const sysname = requireParam(ctx, 'sysname');
    const likes = likesOf(account.uid);
    const at = likes.indexOf(sysname);
    if (at >= 0) likes.splice(at, 1);
    return 1;
  }),
} satisfies Partial<ContractMethods<GamesContract>>;

