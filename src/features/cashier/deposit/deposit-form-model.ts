import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import type { MakeDepositParams, PaymentMethod } from '@/api/cashier/cashier.types';
import { promoCodeRule, requiredRule, sumRule } from '@/lib/validation/rules';
import { normalizeDepositSum } from '@/lib/validation/sum';
import { requisiteRule, sendable, type RequisiteMessages } from './requisite-rules';

/** The deposit form's values (Formik): requisites are nested so server errors `requisites.x` land on them. */
export interface DepositFormValues {
  amount: string;
  promo_code: string;
  bank_id: string;
  requisites: Record<string, string>;
}

type Method = Pick<PaymentMethod, 'sysname' | 'min' | 'max' | 'needs_bank' | 'requisites'>;

/** The form's starting values: what was typed before (kept in the deposit slice) or empty. */
export function initialDepositValues(
  method: Method,
  kept: { amount: string; promoCode: string; bankId: string | undefined; requisites: Record<string, string> | undefined },
): DepositFormValues {
  return {
    amount: kept.amount,
    promo_code: kept.promoCode,
    bank_id: kept.bankId ?? '',
    requisites: Object.fromEntries(method.requisites.map((field) => [field.name, kept.requisites?.[field.name] ?? ''])),
  };
}

export function requisiteMessages(t: TFunction): RequisiteMessages {
  return {
    cardNumber: t('deposit:errors.cardNumber'),
    cardExpiry: t('deposit:errors.cardExpiry'),
    cardExpired: t('deposit:errors.cardExpired'),
    cardCvv: t('deposit:errors.cardCvv'),
    wallet: t('deposit:errors.wallet'),
    cryptoAddress: t('deposit:errors.cryptoAddress'),
    pattern: t('deposit:errors.pattern'),
  };
}

/** The rules of SPEC §5 for this method: the sum within its bounds, its requisites, its bank. */
export function depositSchema(method: Method, messages: RequisiteMessages, now?: () => Date) {
  return object({
    amount: sumRule({ min: method.min, max: method.max }),
    promo_code: promoCodeRule(),
    bank_id: method.needs_bank ? requiredRule() : string().default(''),
    requisites: object(Object.fromEntries(method.requisites.map((field) => [field.name, requisiteRule(field, messages, now)]))),
  });
}

/** The makeDeposit parameters of a valid form. */
export function depositParams(
  method: Method,
  values: DepositFormValues,
  extra: { currency: string; campaignOfferId: number; returnUrl: string },
): MakeDepositParams {
  const requisites: Record<string, string> = {};
  for (const field of method.requisites) {
    const value = sendable(field.type, values.requisites[field.name] ?? '');
    if (value !== '') requisites[field.name] = value;
  }
  const promo = values.promo_code.trim();
  return {
    method: method.sysname,
    amount: normalizeDepositSum(values.amount, method).value,
    currency: extra.currency,
    campaign_offer_id: extra.campaignOfferId,
    requisites,
    return_url: extra.returnUrl,
    ...(promo ? { promo_code: promo } : {}),
    ...(method.needs_bank && values.bank_id ? { bank_id: Number(values.bank_id) } : {}),
  };
}

/** The server's field names a form field answers to ('amount', 'requisites.card_number', 'bank_id', ...). */
export function formFieldNames(method: Method): string[] {
  return ['amount', 'promo_code', ...(method.needs_bank ? ['bank_id'] : []), ...method.requisites.map((field) => `requisites.${field.name}`)];
}
