import type { PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import { groupSavedRequisites } from './saved-groups';

const method = (sysname: string, name: string): PaymentMethod => ({
  id: 1,
  sysname,
  kind: 'card',
  name,
  icons: { default: `/${sysname}.svg`, dark: null },
  descriptions: {},
  min: 1,
  max: 10,
  fee_percent: 0,
  presets: [],
  requisites: [],
  needs_bank: false,
});

const saved = (id: number, sysname: string, label: string, created_at: number): SavedRequisite => ({ id, method: sysname, label, values: {}, created_at });

describe('groupSavedRequisites', () => {
  it('lists each id once, grouped by method, newest first, and says where each method can be used', () => {
    const groups = groupSavedRequisites(
      [
        [saved(1, 'card', '•••• 4242', 100), saved(2, 'ewallet', 'al***@example.com', 300)],
        [saved(1, 'card', '•••• 4242', 100), saved(3, 'card', '•••• 1881', 200), saved(4, 'crypto', 'TXk…9a', 50)],
      ],
      [method('card', 'NovaCard'), method('ewallet', 'PayNow')],
      [method('card', 'NovaCard'), method('crypto', 'CoinVault')],
    );
    expect(groups.map((group) => [group.sysname, group.method?.name, group.depositable, group.withdrawable, group.items.map((item) => item.id)])).toEqual([
      ['card', 'NovaCard', true, true, [3, 1]],
      ['ewallet', 'PayNow', true, false, [2]],
      ['crypto', 'CoinVault', false, true, [4]],
    ]);
  });

  it('keeps requisites of a method neither side offers any more, without links', () => {
    const [group] = groupSavedRequisites([[saved(9, 'gone', 'x', 1)], undefined], [], []);
    expect(group).toMatchObject({ sysname: 'gone', method: null, depositable: false, withdrawable: false });
    expect(groupSavedRequisites([undefined, []], [], [])).toEqual([]);
  });
});
