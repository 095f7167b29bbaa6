/**
 * Names of every dialog body (SPEC §3 "Dialog kinds" plus a generic confirm). They live in
 * lib/ so any feature can open any dialog by name without importing the feature that owns
 * it; app/dialogs/dialog-registry.ts maps each name to its lazily loaded component.
 */
export const DIALOG_NAMES = [
  'authPopup',
  'promoCodeActivated',
  'unseenCashback',
  'identityVerification',
  'demoMode',
  'campaignPopup',
  'loyaltyShopConfirm',
  'loyaltyShopBuy',
  'loyaltyShopInsufficientFunds',
  'loyaltyCharacterChangeConfirm',
  'loyaltyCharacterChange',
  'gamesSearch',
  'interactivityWarning',
  'socialRegistration',
  'confirm',
] as const;

export type DialogName = (typeof DIALOG_NAMES)[number];

export function isDialogName(value: unknown): value is DialogName {
  return typeof value === 'string' && (DIALOG_NAMES as readonly string[]).includes(value);
}
