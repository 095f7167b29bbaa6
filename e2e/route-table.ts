/**
 * Every route of SPEC §2 with a sample address, the layout it renders in and, for redirect routes,
 * where it ends up (locale-free; the spec adds the locale prefix).
 */
export interface RouteCase {
  path: string;
  layout: 'default' | 'empty' | 'game' | 'icons' | 'profile';
  protected?: boolean;
  /** Final path (without locale) and query, for routes that redirect. */
  redirectsTo?: string;
  /** Only in the unprefixed (ru) tree. */
  unprefixedOnly?: boolean;
}

export const ROUTE_CASES: RouteCase[] = [
  { path: '/', layout: 'default' },
  { path: '/about', layout: 'default' },
  { path: '/betting', layout: 'default' },
  { path: '/cashier', layout: 'default', protected: true, redirectsTo: '/cashier/deposit' },
  { path: '/cashier/billing', layout: 'default', protected: true, redirectsTo: '/cashier/deposit' },
  { path: '/cashier/deposit', layout: 'default', protected: true },
  { path: '/cashier/deposit/visa', layout: 'default', protected: true },
  { path: '/cashier/withdraw', layout: 'default', protected: true },
  { path: '/cashier/wallet', layout: 'default', protected: true },
  { path: '/cashier/receipt', layout: 'default', protected: true },
  { path: '/cashier/history?tab=withdrawal', layout: 'default', protected: true },
  { path: '/cashier/paypending', layout: 'default', protected: true },
  { path: '/cashier/paypending/T-100', layout: 'default', protected: true },
  { path: '/cashier/payfail', layout: 'default', protected: true },
  { path: '/cashier/payfail/T-101', layout: 'default', protected: true },
  { path: '/cashier/paysuccess', layout: 'default', protected: true },
  { path: '/cashier/paysuccess/T-102', layout: 'default', protected: true },
  { path: '/cashier/paycancel', layout: 'default', protected: true },
  { path: '/cashier/paymobile', layout: 'default', protected: true },
  { path: '/cashier/paynewwindow', layout: 'default', protected: true },
  { path: '/confirmation', layout: 'default' },
  { path: '/confirmation/success', layout: 'default' },
  { path: '/forms/sign_in', layout: 'empty' },
  { path: '/forms/sign_up', layout: 'empty' },
  // Not in SPEC §2: the e-mailed password-reset link (decision record on password reset).
  // Its one-time code leaves the address as the page reads it (src/start/runtime/one-time-codes.ts).
  { path: '/forms/reset_password?code=0123456789abcdef', layout: 'empty', redirectsTo: '/forms/reset_password' },
  { path: '/game/lucky-orbit-fruits', layout: 'game' },
  { path: '/gamehall', layout: 'default' },
  { path: '/gamehall?providers=alpha,beta', layout: 'default' },
  { path: '/gamehall/12', layout: 'default', redirectsTo: '/gamehall?category=12' },
  { path: '/jackpots', layout: 'default' },
  { path: '/jackpots/1', layout: 'default' },
  { path: '/loyalty', layout: 'default' },
  { path: '/loyalty/gold', layout: 'default' },
  { path: '/loyalty/shop', layout: 'default' },
  { path: '/offers', layout: 'default' },
  { path: '/offers/7', layout: 'default' },
  { path: '/promotions', layout: 'default' },
  { path: '/promotions/3', layout: 'default' },
  { path: '/providers', layout: 'default' },
  { path: '/support', layout: 'default' },
  { path: '/tournaments', layout: 'default' },
  { path: '/tournaments/5', layout: 'default' },
  { path: '/tournaments/5/gamehall', layout: 'default' },
  { path: '/unsubscribe', layout: 'default' },
  { path: '/winners', layout: 'default' },
  { path: '/profile', layout: 'profile', protected: true, redirectsTo: '/profile/settings' },
  { path: '/profile/bets', layout: 'profile', protected: true },
  { path: '/profile/bonuses', layout: 'profile', protected: true },
  { path: '/profile/cashback', layout: 'profile', protected: true },
  { path: '/profile/loyalty', layout: 'profile', protected: true },
  { path: '/profile/notification', layout: 'profile', protected: true },
  { path: '/profile/responsible-game', layout: 'profile', protected: true },
  { path: '/profile/security', layout: 'profile', protected: true },
  // The page shows the toast once and drops from and toastType from the address (decision record 021).
  { path: '/profile/settings?from=email&toastType=success', layout: 'profile', protected: true, redirectsTo: '/profile/settings' },
  { path: '/profile/verification', layout: 'profile', protected: true },
  { path: '/profile/game-history', layout: 'profile', protected: true },
  { path: '/responsible-game', layout: 'profile', protected: true, unprefixedOnly: true, redirectsTo: '/profile/responsible-game' },
  { path: '/bets/history/42', layout: 'profile', protected: true, unprefixedOnly: true, redirectsTo: '/profile/bets' },
  { path: '/_icons', layout: 'icons' },
];
