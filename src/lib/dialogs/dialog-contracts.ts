/**
 * Every dialog's contract, in one types-only map: what the opener passes (`props`, kept serializable:
 * it is stored in the dialog stack) and what the dialog's promise resolves with (`result`; a dismissed
 * dialog resolves with undefined). `openDialog`, the registry and each body are checked against it,
 * so a wrong prop or a misspelt result does not compile. A new dialog adds its line here.
 */

type NoProps = Record<never, never>;

export interface DialogContracts {
  /** SPEC §3 auth popup: which face opens first; resolves 'authenticated' after sign-in or sign-up. */
  authPopup: { props: { mode?: 'signIn' | 'signUp' | 'restore' }; result: 'authenticated' };
  /** SPEC §4 promo code activated: the code, the title of the offer it opened and what it granted (campaigns.activateOffer). */
  promoCodeActivated: { props: { promoCode: string; title?: string | null; promotions?: { id: number; type: string }[] }; result: void };
  /** SPEC §4 unseen cashback: the cashback to show; 'payout' when the player asked for the payout. */
  unseenCashback: { props: { cashbackId: number }; result: 'payout' };
  /** SPEC §3 identity verification (the vendor SDK); `externalActionId` when the server named the check; 'submitted' once the player sent the documents. */
  identityVerification: { props: { externalActionId?: string }; result: 'submitted' };
  /** Demo-mode explanation on a game page; the choice the player made. */
  /**
   * 'real': a signed-in player chose to play for real money; 'signUp': a visitor chose to play for
   * real and the sign-up popup is open instead; 'demo': fun money (undefined when dismissed: the same).
   */
  demoMode: { props: { gameName?: string }; result: 'real' | 'signUp' | 'demo' };
  /** A campaign popup by system name; `preview` for #popup-preview (SPEC §2); 'navigated' when a button or link moved within the site. */
  campaignPopup: { props: { sysname: string; preview?: boolean }; result: 'navigated' };
  /** Loyalty shop: asks before spending `price` points on a product; true to buy. */
  loyaltyShopConfirm: { props: { productId: number; title: string; price: number }; result: boolean };
  /** The purchase went through: what was bought and the points left. */
  loyaltyShopBuy: { props: { productId: number; title: string; pointsLeft: number }; result: void };
  /** Too few points for the product: its price and the points the player has. */
  loyaltyShopInsufficientFunds: { props: { title: string; price: number; points: number }; result: void };
  /** Asks before switching to the character; true to switch. */
  loyaltyCharacterChangeConfirm: { props: { characterId: number; name: string }; result: boolean };
  /** The character picker; 'changed' once the player switched. */
  loyaltyCharacterChange: { props: { currentId: number | null }; result: 'changed' };
  gamesSearch: { props: NoProps; result: void };
  /** The inactivity warning: `deadline` is the sign-out time (ms since epoch); 'stay' keeps the session. */
  interactivityWarning: { props: { deadline: number }; result: 'stay' };
  /** The non-closable registration completion of a social sign-in. */
  socialRegistration: { props: NoProps; result: void };
  /** Responsible gaming: time played since `startedAt` (ms since epoch) and the net result; 'leave' signs out. */
  realityCheck: { props: { startedAt: number; net: number; currency: string }; result: 'continue' | 'leave' };
  /** The generic yes/no dialog: texts already translated (each falls back to the generic wording); true on confirm, false on cancel. */
  confirm: { props: { title?: string; text?: string; confirmLabel?: string; cancelLabel?: string }; result: boolean };
}

export type DialogName = keyof DialogContracts;
export type DialogPropsOf<N extends DialogName> = DialogContracts[N]['props'];
export type DialogResultOf<N extends DialogName> = DialogContracts[N]['result'];
