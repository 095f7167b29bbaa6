import { type FormikErrors, setIn } from 'formik';
import { mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import type { MakeWithdrawalParams, PaymentMethod, SavedRequisite, WithdrawSettings } from '@/api/cashier/cashier.types';
import type { ApiError } from '@/api/errors';
import { requiredRule, requiredTest, sumRule } from '@/lib/validation/rules';
import { normalizeDepositSum, type SumBounds } from '@/lib/validation/sum';
import { fieldErrorsOf } from '../shared/cashier-error';
import { requisitesSchema, type RequisiteMessages } from '../shared/requisites/requisite-rules';
import { findSaved, requisiteFieldNames, requisitesToSend } from '../shared/requisites/saved-requisites';

/** What the withdrawal form holds; requisites are keyed by field name and kept across method changes. */
export interface WithdrawValues {
  method: string;
  /** The id of the saved requisites picked, or '' for details typed by the player. */
  saved: string;
  /** As typed (masked inputs keep their spaces); kept while saved requisites are picked. */
  requisites: Record<string, string>;
  bank_id: string;
  amount: string;
}

export interface WithdrawMessages extends RequisiteMessages {
  bank: string;
  notEnough: string;
}

/**
 * The amount bounds of a method: its minimum, and the lower of its maximum and what can be withdrawn
 * now (sums are whole units, so the available amount is rounded down).
 */
export function amountBounds(method: Pick<PaymentMethod, 'min' | 'max'>, available: number): Required<{ [K in keyof SumBounds]: number }> {
  return { min: method.min, max: Math.min(method.max, Math.floor(Math.max(0, available))) };
}

/** The player cannot withdraw the method's minimum. */
export function belowMinimum(method: Pick<PaymentMethod, 'min' | 'max'>, available: number): boolean {
  const { min, max } = amountBounds(method, available);
  return max < min;
}

export function savedOf(settings: Pick<WithdrawSettings, 'saved_requisites'>, method: string, id: string): SavedRequisite | undefined {
  return findSaved(settings.saved_requisites, method, id);
}

/** The rules of the form for the method chosen: its requisites (a saved one is the server's to check), the bank, the amount. */
export function withdrawSchema(method: PaymentMethod, available: number, saved: SavedRequisite | undefined, messages: WithdrawMessages): ObjectSchema<AnyObject> {
  const bounds = amountBounds(method, available);
  const amount =
    bounds.max < bounds.min
      ? mixed<string | number>().test(requiredTest()).test({ name: 'notEnough', message: messages.notEnough, test: () => false })
      : sumRule(bounds);
  return object({
    method: requiredRule(),
    requisites: requisitesSchema(method.requisites, messages, saved),
    bank_id: method.needs_bank ? requiredRule(messages.bank) : string().default(''),
    amount,
  });
}

/**
 * The makeWithdrawal parameters: the saved requisites' id, or only the chosen method's fields as
 * they are sent (card numbers and IBANs without spaces, the rest trimmed); the amount as a number.
 */
export function toWithdrawalParams(values: WithdrawValues, method: PaymentMethod, currency: string, saved?: SavedRequisite): MakeWithdrawalParams {
  return {
    method: method.sysname,
    amount: normalizeDepositSum(values.amount).value,
    currency,
    ...(method.needs_bank && values.bank_id ? { bank_id: Number(values.bank_id) } : {}),
    requisites: requisitesToSend(method.requisites, values.requisites, saved),
  };
}

/**
 * The server's field errors (InvalidParameter `error_data`) that belong to a field on screen, as Formik
 * errors with translated messages; the rest stay in the general message.
 */
export function serverFieldErrors(
  error: ApiError,
  method: PaymentMethod,
  translate: (code: string) => string,
  saved?: SavedRequisite,
): FormikErrors<WithdrawValues> {
  const onScreen = new Set(['amount', ...(method.needs_bank ? ['bank_id'] : []), ...requisiteFieldNames(method.requisites, saved)]);
  let errors: FormikErrors<WithdrawValues> = {};
  for (const [path, code] of Object.entries(fieldErrorsOf(error))) {
    const name = path === 'bank' ? 'bank_id' : path;
    if (onScreen.has(name)) errors = setIn(errors, name, translate(code)) as FormikErrors<WithdrawValues>;
  }
  return errors;
}
