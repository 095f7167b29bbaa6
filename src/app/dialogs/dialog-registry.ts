import type { DialogRegistry } from '@/lib/dialogs/dialog-types';

/**
 * Dialog name -> lazily loaded body. Feature dialogs are added here as their features land
 * (`authPopup: () => import('@/features/auth/dialogs/auth-popup').then((m) => m.AuthPopup)`);
 * a name without an entry shows the load-error view.
 */
export const DIALOG_REGISTRY: DialogRegistry = {
  confirm: () => import('@/components/ui/confirm-dialog/confirm-dialog').then((m) => m.ConfirmDialog),
  promoCodeActivated: () =>
    import('@/features/promotions/dialogs/promo-code-activated-dialog').then((m) => m.PromoCodeActivatedDialog),
  gamesSearch: () => import('@/features/games/search/games-search-dialog').then((m) => m.GamesSearchDialog),
  authPopup: () => import('@/features/auth/dialogs/auth-popup').then((m) => m.AuthPopup),
  socialRegistration: () =>
    import('@/features/auth/social/social-registration-dialog').then((m) => m.SocialRegistrationDialog),
  demoMode: () => import('@/features/session/demo/demo-mode-dialog').then((m) => m.DemoModeDialog),
  interactivityWarning: () =>
    import('@/features/session/inactivity/interactivity-warning-dialog').then((m) => m.InteractivityWarningDialog),
  realityCheck: () =>
    import('@/features/responsible-gaming/reality-check/reality-check-dialog').then((m) => m.RealityCheckDialog),
  identityVerification: () =>
    import('@/features/verification/dialogs/identity-verification-dialog').then((m) => m.IdentityVerificationDialog),
  unseenCashback: () => import('@/features/bonuses/unseen-cashback/unseen-cashback-dialog').then((m) => m.UnseenCashbackDialog),
  campaignPopup: () => import('@/features/campaign-popups/campaign-popup-dialog').then((m) => m.CampaignPopupDialog),
  loyaltyShopConfirm: () => import('@/features/loyalty/dialogs/shop-confirm-dialog').then((m) => m.ShopConfirmDialog),
  loyaltyShopBuy: () => import('@/features/loyalty/dialogs/shop-success-dialog').then((m) => m.ShopSuccessDialog),
  loyaltyShopInsufficientFunds: () => import('@/features/loyalty/dialogs/shop-insufficient-dialog').then((m) => m.ShopInsufficientDialog),
  loyaltyCharacterChange: () => import('@/features/loyalty/dialogs/character-change-dialog').then((m) => m.CharacterChangeDialog),
  loyaltyCharacterChangeConfirm: () => import('@/features/loyalty/dialogs/character-confirm-dialog').then((m) => m.CharacterConfirmDialog),
};
