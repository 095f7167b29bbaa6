import { db } from '../db/db';
import { bonusesOf } from '../fixtures/player-bonuses';
import { type ApiContext, type ContractMethods, fail, read, requireAccount } from './api-method';
import { paging } from './paging';
import type { BonusesContract } from '@/api/bonuses/bonuses.contract';
import { BONUS_STATUSES } from '@/api/bonuses/bonuses.types';

/**
 * A comma-separated list parameter whose every entry must be one of `allowed` (InvalidParameter
 * naming the parameter otherwise); empty or absent gives []. Shared by the campaign-era namespaces.
 */
export function enumListParam<T extends string>(ctx: ApiContext, name: string, allowed: readonly T[]): T[] {
  const entries = (ctx.query.get(name) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !(allowed as readonly string[]).includes(entry));
  if (wrong.length > 0) fail('InvalidParameter', `${name}: unknown ${wrong.join(', ')}; allowed ${allowed.join(', ')}`, { [name]: ['INVALID'] });
  return entries as T[];
}

/** A single-valued parameter that must be one of `allowed`; `fallback` when absent or empty. */
export function enumParam<T extends string>(ctx: ApiContext, name: string, allowed: readonly T[], fallback: T): T {
  const value = ctx.query.get(name) ?? '';
  if (value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) fail('InvalidParameter', `${name}: one of ${allowed.join(', ')}`, { [name]: ['INVALID'] });
  return value as T;
}

export const bonusesMethods = {
  /**
   * SPEC §7 bonuses.get: the signed-in player's casino bonuses, newest first, `offset`/`count`
   * (default 20), `statuses` (comma-separated; `status` as the spec spells it works too).
   */
  get: read((ctx) => {
    const account = requireAccount();
    const { offset, count } = paging(ctx, 20);
    const statuses = [...enumListParam(ctx, 'statuses', BONUS_STATUSES), ...enumListParam(ctx, 'status', BONUS_STATUSES)];
    const tables = db();
    const all = bonusesOf(account, tables.accounts, tables.seededAt, ctx.locale ?? 'ru')
      .filter((bonus) => statuses.length === 0 || statuses.includes(bonus.status))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
} satisfies ContractMethods<BonusesContract>;
