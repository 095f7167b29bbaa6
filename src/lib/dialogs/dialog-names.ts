import type { DialogName } from './dialog-contracts';

export type { DialogName } from './dialog-contracts';

/**
 * Names of every dialog body (SPEC §3 "Dialog kinds" plus a generic confirm), for checks at run
 * time. They live in lib/ so any feature can open any dialog by name without importing the feature
 * that owns it; app/dialogs/dialog-registry.ts maps each name to its lazily loaded component.
 */
const NAMES = {
  authPopup: true,
  promoCodeActivated: true,
  unseenCashback: true,
  identityVerification: true,
  demoMode: true,
  campaignPopup: true,
  loyaltyShopConfirm: true,
  loyaltyShopBuy: true,
  loyaltyShopInsufficientFunds: true,
  loyaltyCharacterChangeConfirm: true,
  loyaltyCharacterChange: true,
  gamesSearch: true,
  interactivityWarning: true,
  socialRegistration: true,
  confirm: true,
} satisfies Record<DialogName, true>;

export const DIALOG_NAMES = Object.keys(NAMES) as DialogName[];

export function isDialogName(value: unknown): value is DialogName {
  return typeof value === 'string' && Object.hasOwn(NAMES, value);
}
