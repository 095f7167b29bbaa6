import { activateBonus, liveBonuses, removeBonus } from './bonus-tables';
import { type ContractMethods, read, requireAccount } from '../core/api-method';
import { bonusWrite, enumListParam } from './bonuses';
import { paging } from '../core/paging';
import type { BettingBonusesContract } from '@/api/betting-bonuses/betting-bonuses.contract';
import { BONUS_STATUSES } from '@/api/bonuses/bonuses.types';

export const bettingBonusesMethods = {
  /** SPEC §7 bettingBonuses.get: like bonuses.get, for the betting bonuses (type `betting`). */
  get: read((ctx) => {
    const account = requireAccount();
    const { offset, count } = paging(ctx, 20);
    const statuses = enumListParam(ctx, 'status', BONUS_STATUSES);
    const all = liveBonuses(account, 'betting', ctx.locale ?? 'ru')
      .filter((bonus) => statuses.length === 0 || statuses.includes(bonus.status))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
  /** Available -> active; the amount joins balance_betting_bonus; an active betting bonus goes back to available first. */
  activate: bonusWrite('betting', activateBonus),
  /** Available or active -> cancelled; an active one's amount leaves balance_betting_bonus. */
  remove: bonusWrite('betting', removeBonus),
} satisfies ContractMethods<BettingBonusesContract>;
