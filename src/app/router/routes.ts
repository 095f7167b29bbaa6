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

const home: LazyModule = async () => ({ Component: (await import('@/features/home/home-page')).HomePage });

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
  { name: 'signIn', layout: 'empty', lazy: notBuilt('signIn') },
  { name: 'signUp', layout: 'empty', lazy: notBuilt('signUp') },
  { name: 'game', layout: 'game', lazy: notBuilt('game'), handle: { gamePage: true, seoUrlPattern: '/game/##name##' } },
  { name: 'gamehall', layout: 'default', lazy: notBuilt('gamehall') },
  { name: 'gamehallCategory', layout: 'default', middleware: (l) => [categoryRedirect(l)] },
  { name: 'jackpots', layout: 'default', lazy: notBuilt('jackpots') },
  { name: 'jackpot', layout: 'default', lazy: notBuilt('jackpots') },
  { name: 'loyalty', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'loyaltyShop', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'loyaltyProgram', layout: 'default', lazy: notBuilt('loyalty') },
  { name: 'offers', layout: 'default', lazy: notBuilt('offers') },
  { name: 'offer', layout: 'default', lazy: notBuilt('offers') },
  { name: 'promotions', layout: 'default', lazy: notBuilt('promotions') },
  { name: 'promotion', layout: 'default', lazy: notBuilt('promotions') },
  { name: 'providers', layout: 'default', lazy: notBuilt('providers') },
  { name: 'support', layout: 'default', lazy: notBuilt('support') },
  { name: 'tournaments', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'tournament', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'tournamentGamehall', layout: 'default', lazy: notBuilt('tournaments') },
  { name: 'unsubscribe', layout: 'default', lazy: notBuilt('unsubscribe') },
  { name: 'winners', layout: 'default', lazy: notBuilt('winners') },
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
