import { liveCashbacks, payoutCashback, removeCashback } from './bonus-tables';
import { type ContractMethods, read, requireAccount, write } from '../core/api-method';
import { doneOrFail, enumListParam, enumParam, idParam } from './bonuses';
import { paging } from '../core/paging';
import type { CashbacksContract } from '@/api/cashbacks/cashbacks.contract';
import { CASHBACK_FIELDS, CASHBACK_SORTS, CASHBACK_STATUSES, type CashbackSort } from '@/api/cashbacks/cashbacks.types';

export const cashbacksMethods = {
  /**
   * SPEC §7 cashbacks.get: the signed-in player's cashbacks. `sort` created_at (default), end_date or
   * id; `order` desc (default) or asc; `statuses` active,paid_out; `fields=description` adds the
   * programme's title and percent; `offset`/`count` (default 20).
   */
  get: read((ctx) => {
    const account = requireAccount();
    const { offset, count } = paging(ctx, 20);
    const sort = enumParam<CashbackSort>(ctx, 'sort', CASHBACK_SORTS, 'created_at');
    const order = enumParam(ctx, 'order', ['asc', 'desc'], 'desc');
    const statuses = enumListParam(ctx, 'statuses', CASHBACK_STATUSES);
    const fields = enumListParam(ctx, 'fields', CASHBACK_FIELDS);
    const direction = order === 'asc' ? 1 : -1;
    const all = liveCashbacks(account, ctx.locale ?? 'ru')
      .filter((cashback) => statuses.length === 0 || statuses.includes(cashback.status))
      .sort((a, b) => direction * (a[sort] - b[sort] || a.id - b.id));
    const items = all.slice(offset, offset + count).map(({ description, ...cashback }) =>
      fields.includes('description') ? { ...cashback, description } : cashback,
    );
    return { items, total: all.length };
  }),
  /** An active cashback is paid out: its amount joins the main balance, it becomes paid_out. */
  payout: write((ctx) => {
    const account = requireAccount();
    const id = idParam(ctx);
    return doneOrFail(payoutCashback(account, id), 'Cashback', id);
  }),
  /** The cashback leaves the player's list (any status). */
  remove: write((ctx) => {
    const account = requireAccount();
    const id = idParam(ctx);
    return doneOrFail(removeCashback(account, id), 'Cashback', id);
  }),
} satisfies ContractMethods<CashbacksContract>;
