import { useField } from 'formik';
import type { PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import { BankField } from './bank-field';
import { RequisiteFields } from './requisite-fields';
import { findSaved, savedOfMethod } from './saved-requisites';
import { SavedRequisitePicker } from './saved-requisite-picker';
import styles from './requisites.module.css';

export interface RequisitesBlockProps {
  /** "Payment details", "Payout details". */
  legend: string;
  method: Pick<PaymentMethod, 'sysname' | 'requisites' | 'needs_bank'>;
  /** All the player's saved requisites; the block offers those of `method`. */
  saved: readonly SavedRequisite[];
}

/**
 * The requisites of the chosen method in a deposit or withdrawal form (Formik values `saved`,
 * `requisites.<name>`, `bank_id`): the saved ones to pick from, the fields, the bank.
 */
export function RequisitesBlock({ legend, method, saved }: RequisitesBlockProps) {
  const [{ value: savedId }] = useField<string>('saved');
  const ofMethod = savedOfMethod(saved, method.sysname);
  if (method.requisites.length === 0 && !method.needs_bank && ofMethod.length === 0) return null;
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{legend}</legend>
      <SavedRequisitePicker saved={ofMethod} />
      {method.needs_bank ? <BankField method={method.sysname} /> : null}
      <RequisiteFields fields={method.requisites} saved={findSaved(ofMethod, method.sysname, savedId ?? '')} />
    </fieldset>
  );
}
