import { jackpotsAt, winnersAt } from './fixtures/jackpots';
import { db } from '../core/db';
import { fail, type ContractMethods, read } from '../core/api-method';
import { paging } from '../core/paging';
import type { JackpotsContract } from '@/api/jackpots/jackpots.contract';

function optionalId(raw: string | null, name: string): number | null {
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) fail('InvalidParameter', `${name}: must be a positive whole number`, { [name]: ['INVALID'] });
  return id;
}

export const jackpotsMethods = {
  /** All jackpots, or the one with `id` (an unknown id gives an empty list). Pools grow with time. */
  get: read((ctx) => {
    const id = optionalId(ctx.query.get('id'), 'id');
    const all = jackpotsAt(db().seededAt, Date.now());
    const items = id === null ? all : all.filter((jackpot) => jackpot.id === id);
    return { items, total: items.length };
  }),

  /** Winners newest first; `jackpot_id` narrows them to one jackpot's payouts. */
  getWinners: read((ctx) => {
    const { offset, count } = paging(ctx, 20, 50);
    const jackpotId = optionalId(ctx.query.get('jackpot_id'), 'jackpot_id');
    const all = winnersAt(db().seededAt).filter((winner) => jackpotId === null || winner.jackpot_id === jackpotId);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
} satisfies ContractMethods<JackpotsContract>;
