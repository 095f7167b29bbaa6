import type { PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';

/** Saved requisites of one method, with what the cashier knows of the method on each side. */
export interface SavedGroup {
  sysname: string;
  /** Name and icon come from either list; null when neither knows the method any more. */
  method: PaymentMethod | null;
  depositable: boolean;
  withdrawable: boolean;
  items: SavedRequisite[];
}

/**
 * The saved requisites of the deposit and withdrawal settings as one list: each id once (the first
 * copy wins), grouped by method in order of first appearance, newest first inside a group.
 */
export function groupSavedRequisites(
  lists: ReadonlyArray<readonly SavedRequisite[] | undefined>,
  depositMethods: readonly PaymentMethod[],
  withdrawMethods: readonly PaymentMethod[],
): SavedGroup[] {
  const seen = new Set<number>();
  const groups = new Map<string, SavedGroup>();
  for (const list of lists) {
    for (const item of list ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      let group = groups.get(item.method);
      if (!group) {
        const deposit = depositMethods.find((method) => method.sysname === item.method) ?? null;
        const withdraw = withdrawMethods.find((method) => method.sysname === item.method) ?? null;
        group = { sysname: item.method, method: deposit ?? withdraw, depositable: deposit !== null, withdrawable: withdraw !== null, items: [] };
        groups.set(item.method, group);
      }
      group.items.push(item);
    }
  }
  for (const group of groups.values()) group.items.sort((a, b) => b.created_at - a.created_at || b.id - a.id);
  return [...groups.values()];
}
