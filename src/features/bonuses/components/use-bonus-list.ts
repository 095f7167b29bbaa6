import type { BonusIdArgs } from '@/api/bonuses/bonuses-api';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { useConfirmRemove } from '../use-confirm-remove';
import { useRunWrite } from '../use-run-write';
import type { BonusListProps, PagedBonuses } from './bonus-list';

/** A write of one bonus by id, as an RTK Query mutation trigger. */
type BonusWrite = (arg: BonusIdArgs) => { unwrap: () => Promise<unknown> };

/**
 * The props of `BonusList` for one kind of bonus (casino or betting): its pages, and its writes, one
 * per press and each bonus held on its own, with a toast each; removing asks first. A kind without
 * `deactivate` shows no such button.
 */
export function useBonusList(
  title: string,
  query: PagedBonuses,
  writes: { activate: BonusWrite; deactivate?: BonusWrite; remove: BonusWrite },
): BonusListProps {
  const confirmRemove = useConfirmRemove();
  const { isBusy, run } = useRunWrite('toasts.uncertain');
  const { activate, deactivate, remove } = writes;
  return {
    title,
    query,
    actions: {
      isBusy,
      activate: (bonus: Bonus) => run(bonus.id, { write: () => activate({ bonus_id: bonus.id }).unwrap(), doneKey: 'toasts.activated', values: { name: bonus.name } }),
      deactivate: deactivate
        ? (bonus: Bonus) => run(bonus.id, { write: () => deactivate({ bonus_id: bonus.id }).unwrap(), doneKey: 'toasts.deactivated', values: { name: bonus.name } })
        : undefined,
      remove: (bonus: Bonus) =>
        run(bonus.id, {
          confirm: () => confirmRemove(bonus.name),
          write: () => remove({ bonus_id: bonus.id }).unwrap(),
          doneKey: 'toasts.removed',
          values: { name: bonus.name },
        }),
    },
  };
}
