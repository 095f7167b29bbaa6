import { object, string } from 'yup';
import type { MakeDepositParams, PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import { promoCodeRule, requiredRule, sumRule } from '@/lib/validation/rules';
import { normalizeDepositSum } from '@/lib/validation/sum';
import { requisitesSchema, type RequisiteMessages } from '../shared/requisites/requisite-rules';
import { requisiteFieldNames, requisitesToSend } from '../shared/requisites/saved-requisites';

/** The deposit form's values (Formik): requisites are nested so server errors `requisites.x` land on them. */
export interface DepositFormValues {
  amount: string;
  promo_code: string;
  bank_id: string;
  /** The id of the saved requisites picked, or '' for the requisites typed below. */
  saved: string;
  requisites: Record<string, string>;
}

type Method = Pick<PaymentMethod, 'sysname' | 'min' | 'max' | 'needs_bank' | 'requisites'>;

/** The form's starting values: what was typed and picked before (kept in the deposit slice) or empty. */
export function initialDepositValues(
  method: Method,
  kept: { amount: string; promoCode: string; bankId: string | undefined; saved: SavedRequisite | undefined; requisites: Record<string, string> | undefined },
): DepositFormValues {
  return {
    amount: kept.amount,
    promo_code: kept.promoCode,
    bank_id: kept.bankId ?? '',
    saved: kept.saved ? String(kept.saved.id) : '',
    requisites: Object.fromEntries(method.requisites.map((field) => [field.name, kept.requisites?.[field.name] ?? ''])),
  };
}

/** The rules of SPEC §5 for this method: the sum within its bounds, its requisites (unless saved ones are picked), its bank. */
export function depositSchema(method: Method, messages: RequisiteMessages & { bank: string }, saved?: SavedRequisite, now?: () => Date) {
  return object({
    amount: sumRule({ min: method.min, max: method.max }),
    promo_code: promoCodeRule(),
    bank_id: method.needs_bank ? requiredRule(messages.bank) : string().default(''),
    requisites: requisitesSchema(method.requisites, messages, saved, now),
  });
}

/** The makeDeposit parameters of a valid form: the requisites as sent, or the saved ones' id. */
export function depositParams(
  method: Method,
  values: DepositFormValues,
  extra: { currency: string; campaignOfferId: number; returnUrl: string; saved?: SavedRequisite },
): MakeDepositParams {
  const promo = values.promo_code.trim();
  return {
    method: method.sysname,
    amount: normalizeDepositSum(values.amount, method).value,
    currency: extra.currency,
    campaign_offer_id: extra.campaignOfferId,
    requisites: requisitesToSend(method.requisites, values.requisites, extra.saved),
    return_url: extra.returnUrl,
    ...(promo ? { promo_code: promo } : {}),
    ...(method.needs_bank && values.bank_id ? { bank_id: Number(values.bank_id) } : {}),
  };
}

/** The server's field names a form field on screen answers to ('amount', 'requisites.card_number', 'bank_id', ...). */
export function formFieldNames(method: Method, saved?: SavedRequisite): string[] {
  return ['amount', 'promo_code', ...(method.needs_bank ? ['bank_id'] : []), ...requisiteFieldNames(method.requisites, saved)];
}
