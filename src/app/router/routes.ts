import type { MiddlewareFunction, RouteObject } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { href, PLATFORM_SEGMENTS, ROUTE_PATHS, type RouteName } from '@/lib/router/paths';
import { billingRedirect, categoryRedirect, redirectTo } from './guards';
import { hallTilePreload, homeBannerPreload } from './middleware/early-pictures';

export type LayoutName = 'default' | 'empty' | 'game' | 'icons' | 'profile';

/** Flags read by the shell: protected sections, game pages (no balance refresh, no chat), SEO url pattern. */
export interface RouteHandle {
  name: RouteName;
  protected?: boolean;
  gamePage?: boolean;
  seoUrlPattern?: string;
}

type LazyModule = NonNullable<RouteObject['lazy']>;

export interface RouteDefinition {
  name: RouteName;
  layout: LayoutName;
  /**
   * The route module: `() => import('@/features/<feature>/routes/<page>-route')`, exporting
   * `Component` and, when it needs one, `loader` and `ErrorBoundary`.
   */
  lazy?: LazyModule;
  handle?: Omit<RouteHandle, 'name'>;
  /** More locale-free paths that show the same page (the game page's canonical addresses, SPEC §2). */
  alsoAt?: readonly string[];
  /** Only in the unprefixed tree (SPEC §2 "unprefixed extras"). */
  unprefixedOnly?: boolean;
  middleware?: (locale: Locale) => MiddlewareFunction[];
  /**
   * The translation namespaces the page renders with besides the core ones, for a page without
   * prerendered HTML (which carries its own): they load beside the route module, not one after
   * another as the page's components first ask for them.
   */
  namespaces?: readonly string[];
  /**
   * A public page without parameters whose HTML the build renders for every locale (decision
   * record 016): it must render without data, as a visitor, with skeletons where data goes.
   * `'shell'`: a page whose path ends in one parameter (the game page) gets one file per locale for
   * every value of it, rendered as the page looks before its data; a host rule serves it for the
   * whole folder.
   */
  prerender?: boolean | 'shell';
}

const protectedRoute = { protected: true } as const;
const to = (name: RouteName) => (locale: Locale) => [redirectTo((l) => href(l, name), locale)];

/** Every route of SPEC §2, once, without a locale. localize-routes.ts builds the four trees. */
export const ROUTES: readonly RouteDefinition[] = [
  // The home page composes several features, so its module is the app's own.
  { name: 'home', layout: 'default', prerender: true, lazy: () => import('../routes/home-route'), middleware: (l) => [homeBannerPreload(l)] },
  { name: 'betting', layout: 'default', lazy: () => import('@/features/sportsbook/routes/betting-route') },
  { name: 'cashier', layout: 'default', handle: protectedRoute, middleware: to('cashierDeposit') },
  { name: 'cashierBilling', layout: 'default', handle: protectedRoute, middleware: (l) => [billingRedirect(l)] },
  { name: 'cashierDeposit', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/deposit-route') },
  { name: 'cashierDepositMethod', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/deposit-route') },
  { name: 'cashierWithdraw', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/withdraw-route') },
  { name: 'cashierWallet', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/wallet-route') },
  { name: 'cashierReceipt', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/receipt-route') },
  { name: 'cashierHistory', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/history-route') },
  { name: 'cashierPayPending', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-pending-route') },
  { name: 'cashierPayFail', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-fail-route') },
  { name: 'cashierPaySuccess', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-success-route') },
  { name: 'cashierPayCancel', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-cancel-route') },
  { name: 'cashierPayMobile', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-mobile-route') },
  { name: 'cashierPayNewWindow', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-new-window-route') },
  { name: 'confirmation', layout: 'default', prerender: true, lazy: () => import('@/features/profile/routes/confirmation-route') },
  { name: 'confirmationSuccess', layout: 'default', prerender: true, lazy: () => import('@/features/profile/routes/confirmation-success-route') },
  { name: 'signIn', layout: 'empty', lazy: () => import('@/features/auth/routes/sign-in-route') },
  { name: 'signUp', layout: 'empty', lazy: () => import('@/features/auth/routes/sign-up-route') },
  { name: 'resetPassword', layout: 'empty', lazy: () => import('@/features/auth/routes/reset-password-route') },
  { name: 'game', layout: 'game', prerender: 'shell', lazy: () => import('@/features/games/routes/game-route'), namespaces: ['game', 'games'], handle: { gamePage: true, seoUrlPattern: '/game/##name##' }, alsoAt: PLATFORM_SEGMENTS.map((platform) => `/${platform}${ROUTE_PATHS.game}`) },
  { name: 'gamehall', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/hall-route'), middleware: () => [hallTilePreload] },
  { name: 'gamehallCategory', layout: 'default', middleware: (l) => [categoryRedirect(l)] },
  { name: 'jackpots', layout: 'default', prerender: true, lazy: () => import('@/features/jackpots/routes/jackpots-route') },
  { name: 'jackpot', layout: 'default', lazy: () => import('@/features/jackpots/routes/jackpot-route') },
  { name: 'loyalty', layout: 'default', prerender: true, lazy: () => import('@/features/loyalty/routes/loyalty-route') },
  { name: 'loyaltyShop', layout: 'default', lazy: () => import('@/features/loyalty/routes/loyalty-shop-route') },
  { name: 'loyaltyProgram', layout: 'default', lazy: () => import('@/features/loyalty/routes/loyalty-program-route') },
  { name: 'offers', layout: 'default', prerender: true, lazy: () => import('@/features/promotions/routes/offers-route') },
  { name: 'offer', layout: 'default', lazy: () => import('@/features/promotions/routes/offer-route'), handle: { seoUrlPattern: '/offers/##name##' } },
  { name: 'promotions', layout: 'default', prerender: true, lazy: () => import('@/features/promotions/routes/promotions-route') },
  { name: 'promotion', layout: 'default', lazy: () => import('@/features/promotions/routes/promotion-route'), handle: { seoUrlPattern: '/promotions/##name##' } },
  { name: 'providers', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/providers-route') },
  { name: 'support', layout: 'default', prerender: true, lazy: () => import('@/features/support/routes/support-route') },
  { name: 'tournaments', layout: 'default', prerender: true, lazy: () => import('@/features/tournaments/routes/tournaments-route') },
  { name: 'tournament', layout: 'default', lazy: () => import('@/features/tournaments/routes/tournament-route') },
  { name: 'tournamentGamehall', layout: 'default', lazy: () => import('@/features/tournaments/routes/tournament-gamehall-route') },
  { name: 'unsubscribe', layout: 'default', prerender: true, lazy: () => import('@/features/system-pages/routes/unsubscribe-route') },
  { name: 'winners', layout: 'default', prerender: true, lazy: () => import('@/features/jackpots/routes/winners-route') },
  { name: 'profile', layout: 'profile', handle: protectedRoute, middleware: to('profileSettings') },
  { name: 'profileBets', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/sportsbook/routes/bet-history-route') },
  { name: 'profileBonuses', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/bonuses/routes/bonuses-route') },
  { name: 'profileCashback', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/bonuses/routes/cashback-route') },
  { name: 'profileLoyalty', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/loyalty/routes/profile-loyalty-route') },
  { name: 'profileNotification', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/notification-route') },
  { name: 'profileResponsibleGame', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/responsible-gaming/routes/responsible-game-route') },
  { name: 'profileSecurity', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/security-route') },
  { name: 'profileSettings', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/settings-route') },
  { name: 'profileVerification', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/verification/routes/verification-route') },
  { name: 'profileGameHistory', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/games/routes/game-history-route') },
  { name: 'responsibleGame', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileResponsibleGame') },
  { name: 'bets', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileBets') },
  { name: 'icons', layout: 'icons', lazy: () => import('@/features/icons/routes/icons-route') },
  // Last: a generic content page matches any other single segment; without a page it is a 404.
  { name: 'contentPage', layout: 'default', lazy: () => import('@/features/content-pages/routes/content-page-route') },
];
