/**
 * Shapes shared by the wire contracts of the namespaces (`<namespace>.contract.ts`): each contract
 * maps a method of SPEC §7 to the `data` it answers with, and both the client and the mock backend
 * are typed against it, so neither can drift from the other unnoticed.
 */

/** A list answer: one page of items and how many there are in all. */
export interface ItemsPage<T> {
  items: T[];
  total: number;
}

/** The `1` a write answers with when it succeeded. */
export type Done = 1;
