import { activateBonus, type BonusWriteResult, deactivateBonus, liveBonuses, removeBonus } from './bonus-tables';
import { type ApiContext, type ContractMethods, fail, read, refuse, requireAccount, requireParam, write } from '../core/api-method';
import { paging } from '../core/paging';
import type { BonusesContract } from '@/api/bonuses/bonuses.contract';
import { BONUS_STATUSES, type BonusType } from '@/api/bonuses/bonuses.types';

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

/** The `id` parameter of a write: a positive integer, else InvalidParameter. */
export function idParam(ctx: ApiContext): number {
  const raw = requireParam(ctx, 'id');
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id <= 0) fail('InvalidParameter', 'id: a positive integer', { id: ['INVALID'] });
  return id;
}

/**
 * A bonus or cashback write's outcome on the wire: 1, or an error that says why not. A status that
 * does not allow the write (the page showed a stale bonus) is refused as a real backend does: HTTP
 * 200 with AccessDenied, a refusal shown in place, never the forbidden screen of an HTTP 403.
 */
export function doneOrFail(result: BonusWriteResult, what: string, id: number, param = 'id'): 1 {
  if (result === 'notFound') fail('InvalidParameter', `${what} ${id} not found`, { [param]: ['NOT_FOUND'] });
  if (result === 'wrongStatus') refuse('AccessDenied', `${what} ${id} cannot do that in its current status`, { [param]: ['WRONG_STATUS'] });
  return 1;
}

/** The `bonus_id` of a bonus write (SPEC §7): a positive integer, else InvalidParameter. */
function bonusIdParam(ctx: ApiContext): number {
  const raw = requireParam(ctx, 'bonus_id');
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id <= 0) fail('InvalidParameter', 'bonus_id: a positive integer', { bonus_id: ['INVALID'] });
  return id;
}

/** activate/deactivate/remove of a bonus type, for the signed-in player, by `bonus_id`. */
export function bonusWrite(type: BonusType, apply: typeof activateBonus) {
  return write((ctx) => {
    const account = requireAccount();
    const id = bonusIdParam(ctx);
    return doneOrFail(apply(account, type, id), 'Bonus', id, 'bonus_id');
  });
}

export const bonusesMethods = {
  /**
   * SPEC §7 bonuses.get: the signed-in player's casino bonuses, newest first, `offset`/`count`
   * (default 20), `status` (comma-separated), `fields` (every bonus carries its description and status).
   */
  get: read((ctx) => {
    const account = requireAccount();
    const { offset, count } = paging(ctx, 20);
    const statuses = enumListParam(ctx, 'status', BONUS_STATUSES);
    const all = liveBonuses(account, 'casino', ctx.locale ?? 'ru')
      .filter((bonus) => statuses.length === 0 || statuses.includes(bonus.status))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
  /** Available -> active; the amount joins balance_bonus; an active casino bonus goes back to available first. */
  activate: bonusWrite('casino', activateBonus),
  /** Active -> available; the amount leaves balance_bonus. */
  deactivate: bonusWrite('casino', deactivateBonus),
  /** Available or active -> cancelled; an active one's amount leaves balance_bonus. */
  remove: bonusWrite('casino', removeBonus),
} satisfies ContractMethods<BonusesContract>;
