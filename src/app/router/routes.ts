import type { MiddlewareFunction, RouteObject } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { href, type RouteName } from '@/lib/router/paths';
import { notBuilt } from '../routes/not-built';
import { billingRedirect, categoryRedirect, redirectTo } from './guards';

export type LayoutName = 'default' | 'empty' | 'game' | 'icons';

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
  lazy?: LazyModule;
  handle?: Omit<RouteHandle, 'name'>;
  /** Only in the unprefixed tree (SPEC §2 "unprefixed extras"). */
  unprefixedOnly?: boolean;
  middleware?: (locale: Locale) => MiddlewareFunction[];
}

const system = {
  cancel: () => import('@/features/system-pages/routes/payment-cancel-route'),
  fail: () => import('@/features/system-pages/routes/payment-fail-route'),
  mobile: () => import('@/features/system-pages/routes/payment-mobile-route'),
  newWindow: () => import('@/features/system-pages/routes/payment-new-window-route'),
  pending: () => import('@/features/system-pages/routes/payment-pending-route'),
  success: () => import('@/features/system-pages/routes/payment-success-route'),
};

const auth = {
  signIn: (async () => ({ Component: (await import('@/features/auth/routes/auth-page')).SignInRoute })) satisfies LazyModule,
  signUp: (async () => ({ Component: (await import('@/features/auth/routes/auth-page')).SignUpRoute })) satisfies LazyModule,
};

const home: LazyModule = () => import('../routes/home-route');

const jackpots = {
  list: (async () => ({ Component: (await import('@/features/jackpots/jackpots-page')).JackpotsPage })) satisfies LazyModule,
  detail: (() => import('../routes/jackpot-route')) satisfies LazyModule,
  winners: (async () => ({ Component: (await import('@/features/jackpots/winners-page')).WinnersPage })) satisfies LazyModule,
};

const protectedRoute = { protected: true } as const;
const to = (name: RouteName) => (locale: Locale) => [redirectTo((l) => href(l, name), locale)];

/** Every route of SPEC §2, once, without a locale. localize-routes.ts builds the four trees. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', layout: 'default', lazy: home },
  { name: 'betting', layout: 'default', lazy: notBuilt('betting') },
  { name: 'cashier', layout: 'default', handle: protectedRoute, middleware: to('cashierDeposit') },
  { name: 'cashierBilling', layout: 'default', handle: protectedRoute, middleware: (l) => [billingRedirect(l)] },
  { name: 'cashierDeposit', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierDepositMethod', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierWithdraw', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierWallet', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierReceipt', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierHistory', layout: 'default', handle: protectedRoute, lazy: notBuilt('cashier') },
  { name: 'cashierPayPending', layout: 'default', handle: protectedRoute, lazy: system.pending },
  { name: 'cashierPayFail', layout: 'default', handle: protectedRoute, lazy: system.fail },
  { name: 'cashierPaySuccess', layout: 'default', handle: protectedRoute, lazy: system.success },
  { name: 'cashierPayCancel', layout: 'default', handle: protectedRoute, lazy: system.cancel },
  { name: 'cashierPayMobile', layout: 'default', handle: protectedRoute, lazy: system.mobile },
  { name: 'cashierPayNewWindow', layout: 'default', handle: protectedRoute, lazy: system.newWindow },
  { name: 'confirmation', layout: 'default', lazy: notBuilt('confirmation') },
  { name: 'confirmationSuccess', layout: 'default', lazy: notBuilt('confirmation') },
  { name: 'signIn', layout: 'empty', lazy: auth.signIn },
  { name: 'signUp', layout: 'empty', lazy: auth.signUp },
  { name: 'game', layout: 'game', lazy: async () => (await import('../routes/game-route')).gameRoute(), handle: { gamePage: true, seoUrlPattern: '/game/##name##' } },
  { name: 'gamehall', layout: 'default', lazy: () => import('@/features/games/hall/hall-route') },
  { name: 'gamehallCategory', layout: 'default', middleware: (l) => [categoryRedirect(l)] },
  { name: 'jackpots', layout: 'default', lazy: jackpots.list },
  { name: 'jackpot', layout: 'default', lazy: jackpots.detail },
  { name: 'loyalty', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'loyaltyShop', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'loyaltyProgram', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'offers', layout: 'default', lazy: notBuilt('offers') },
  { name: 'offer', layout: 'default', lazy: notBuilt('offers') },
  { name: 'promotions', layout: 'default', lazy: notBuilt('promotions') },
  { name: 'promotion', layout: 'default', lazy: notBuilt('promotions') },
  { name: 'providers', layout: 'default', lazy: () => import('@/features/games/providers/providers-route') },
  { name: 'support', layout: 'default', lazy: notBuilt('support') },
  { name: 'tournaments', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'tournament', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'tournamentGamehall', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'unsubscribe', layout: 'default', lazy: notBuilt('unsubscribe') },
  { name: 'winners', layout: 'default', lazy: jackpots.winners },
  { name: 'profile', layout: 'default', handle: protectedRoute, middleware: to('profileSettings') },
  { name: 'profileBets', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileBonuses', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileCashback', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileLoyalty', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileNotification', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileResponsibleGame', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileSecurity', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileSettings', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'profileVerification', layout: 'default', handle: protectedRoute, lazy: notBuilt('profile') },
  { name: 'responsibleGame', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileResponsibleGame') },
  { name: 'bets', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileBets') },
  { name: 'icons', layout: 'icons', lazy: notBuilt('icons') },
  // Last: a generic content page matches any other single segment.
  { name: 'contentPage', layout: 'default', lazy: notBuilt('contentPage') },
];
