import type { LoyaltyContract } from '@/api/loyalty/loyalty.contract';
import { INSUFFICIENT_POINTS, LEVEL_TOO_LOW, type LoyaltyInfo } from '@/api/loyalty/loyalty.types';
import { persistDb } from '../core/db';
import { buyProduct, loyaltyOf, takeNotifications } from './loyalty-tables';
import { CHARACTER_IDS, charactersFor, langOf, levelsFor, POINTS_ALIAS, productsFor, programsFor } from './fixtures/loyalty';
import { type ContractMethods, fail, read, requireAccount, requireParam, write } from '../core/api-method';
import { idParam } from '../bonuses/bonuses';

/** A whole-number query parameter (offset, limit), else InvalidParameter. */
function wholeParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) fail('InvalidParameter', `${name}: must be a whole number`, { [name]: ['INVALID'] });
  return Number(raw);
}

/**
 * SPEC §7 loyalty.*, stateful (mocks/loyalty/loyalty-tables.ts): the standing, characters and
 * notifications need a signed-in player; the shop and the programmes are public.
 */
export const loyaltyMethods = {
  getInfo: read((ctx): LoyaltyInfo => {
    const account = requireAccount();
    const row = loyaltyOf(account);
    const character = charactersFor(ctx.locale).find((item) => item.id === row.character_id) ?? null;
    return {
      id: 5000 + account.uid,
      uid: account.uid,
      is_active: true,
      points: row.points,
      earned_points: row.earned,
      pointsAlias: POINTS_ALIAS[langOf(ctx.locale)],
      character,
      levels: levelsFor(ctx.locale, row.earned),
    };
  }),
  getCharacters: read((ctx) => {
    requireAccount();
    const offset = wholeParam(ctx.query, 'offset', 0);
    const limit = Math.min(wholeParam(ctx.query, 'limit', 20), 100);
    const all = charactersFor(ctx.locale);
    return { items: all.slice(offset, offset + limit), offset, limit, total: all.length };
  }),
  /** POST {id}: one of the characters, else InvalidParameter. */
  setCharacter: write((ctx) => {
    const account = requireAccount();
    const id = idParam(ctx);
    if (!CHARACTER_IDS.includes(id)) fail('InvalidParameter', `Character ${id} not found`, { id: ['NOT_FOUND'] });
    loyaltyOf(account).character_id = id;
    persistDb();
    return 1 as const;
  }),
  getProducts: read((ctx) => {
    const items = productsFor(ctx.locale);
    return { items, total: items.length };
  }),
  /** POST {id}: refuses with InvalidParameter {points: [INSUFFICIENT_POINTS]} or {id: [LEVEL_TOO_LOW]}. */
  buyProduct: write((ctx) => {
    const account = requireAccount();
    const id = idParam(ctx);
    const result = buyProduct(account, id);
    if (result === 'notFound') fail('InvalidParameter', `Product ${id} not found`, { id: ['NOT_FOUND'] });
    if (result === 'insufficient') fail('InvalidParameter', 'Not enough points', { points: [INSUFFICIENT_POINTS] });
    if (result === 'levelTooLow') fail('InvalidParameter', 'The level is too low for this product', { id: [LEVEL_TOO_LOW] });
    return 1 as const;
  }),
  getPrograms: read((ctx) => {
    const items = programsFor(ctx.locale);
    return { items, total: items.length };
  }),
  getProgram: read((ctx) => {
    const sysname = requireParam(ctx, 'sysname');
    return programsFor(ctx.locale).find((program) => program.sysname === sysname) ?? fail('InvalidParameter', `Program ${sysname} not found`, { sysname: ['NOT_FOUND'] });
  }),
  getNotifications: read((ctx) => {
    const items = takeNotifications(requireAccount(), ctx.locale);
    return { items, total: items.length };
  }),
} satisfies ContractMethods<LoyaltyContract>;
