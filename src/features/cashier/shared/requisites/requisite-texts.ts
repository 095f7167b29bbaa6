import type { i18n as I18n, TFunction } from 'i18next';
import type { RequisiteFieldType } from '@/api/cashier/cashier.types';
import type { RequisiteMessages } from './requisite-rules';

/** The translated messages of the requisites checks (namespace `cashier`, `requisites.errors.*`). */
export function requisiteMessages(t: TFunction): RequisiteMessages {
  return {
    cardNumber: t('cashier:requisites.errors.cardNumber'),
    cardExpiry: t('cashier:requisites.errors.cardExpiry'),
    cardExpired: t('cashier:requisites.errors.cardExpired'),
    cardCvv: t('cashier:requisites.errors.cardCvv'),
    wallet: t('cashier:requisites.errors.wallet'),
    cryptoAddress: t('cashier:requisites.errors.cryptoAddress'),
    pattern: t('cashier:requisites.errors.pattern'),
  };
}

/** The label of a requisites field type: "Card number", "IBAN", ... */
export function requisiteTypeLabel(t: TFunction, type: RequisiteFieldType): string {
  return t(`cashier:requisites.types.${type}`);
}

/**
 * The label of a stored requisite by its field name (a receipt's `requisites`): the type's label when
 * the name is a type's name, as the methods name their fields; otherwise the name itself.
 */
export function requisiteNameLabel(t: TFunction, i18n: I18n, name: string): string {
  return i18n.exists(`requisites.types.${name}`, { ns: 'cashier' }) ? t(`cashier:requisites.types.${name}`) : name;
}
