import type { RequisiteField, SavedRequisite } from '@/api/cashier/cashier.types';
import { sendable } from './requisite-rules';

/**
 * Saved requisites travel by reference: the server keeps them masked, so the client sends their id in
 * this requisites field instead of the (masked) values it shows (see SavedRequisite).
 * @internal shared with the mock backend, which reads the same contract
 */
export const SAVED_REQUISITE_FIELD = 'saved_requisite_id';

/** The saved requisites of one method, in the order the server gave them. */
export function savedOfMethod(saved: readonly SavedRequisite[], method: string): SavedRequisite[] {
  return saved.filter((item) => item.method === method);
}

/** The saved requisites `id` ('' for none) of `method`, if the player still has them. */
export function findSaved(saved: readonly SavedRequisite[], method: string, id: string): SavedRequisite | undefined {
  if (!id) return undefined;
  return saved.find((item) => String(item.id) === id && item.method === method);
}

/**
 * The `requisites` parameter of makeDeposit / makeWithdrawal: the saved requisites' id, or the
 * method's own fields as they are sent (empty ones left out).
 */
export function requisitesToSend(fields: readonly RequisiteField[], values: Readonly<Record<string, string>>, saved?: SavedRequisite): Record<string, string> {
  if (saved) return { [SAVED_REQUISITE_FIELD]: String(saved.id) };
  const requisites: Record<string, string> = {};
  for (const field of fields) {
    const value = sendable(field.type, values[field.name] ?? '');
    if (value !== '') requisites[field.name] = value;
  }
  return requisites;
}

/** The form names of the requisites on screen (`requisites.card_number`, ...): none while saved ones are picked. */
export function requisiteFieldNames(fields: readonly RequisiteField[], saved?: SavedRequisite): string[] {
  return saved ? [] : fields.map((field) => `requisites.${field.name}`);
}
