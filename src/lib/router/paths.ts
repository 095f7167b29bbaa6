// Relative: the web app's worker is built with this file (its allow-list, app-page-patterns.ts), without the `@` alias.
import { type Locale, withLocale } from '../i18n/locales.ts';

/**
 * Every route of SPEC §2 as a locale-free path template. The route table (app/router/routes.ts)
 * and every link in the app are built from these, never by string concatenation.
 * Lives in lib/ (not app/) so features can build links without importing the app layer.
 */
export const ROUTE_PATHS = {
  home: '/',
  contentPage: '/:slug',
  betting: '/betting',
  cashier: '/cashier',
  cashierBilling: '/cashier/billing',
  cashierDeposit: '/cashier/deposit',
  cashierDepositMethod: '/cashier/deposit/:sysname',
  cashierWithdraw: '/cashier/withdraw',
  cashierWallet: '/cashier/wallet',
  cashierReceipt: '/cashier/receipt',
  cashierHistory: '/cashier/history',
  cashierPayPending: '/cashier/paypending/:transaction?',
  cashierPayFail: '/cashier/payfail/:transaction?',
  cashierPaySuccess: '/cashier/paysuccess/:transaction?',
  cashierPayCancel: '/cashier/paycancel',
  cashierPayMobile: '/cashier/paymobile',
  cashierPayNewWindow: '/cashier/paynewwindow',
  confirmation: '/confirmation',
  confirmationSuccess: '/confirmation/success',
  signIn: '/forms/sign_in',
  signUp: '/forms/sign_up',
  /** Not in SPEC §2: the page of the e-mailed password-reset link (decision record on password reset). */
  resetPassword: '/forms/reset_password',
  game: '/game/:sysname',
  gamehall: '/gamehall',
  gamehallCategory: '/gamehall/:id',
  jackpots: '/jackpots',
  jackpot: '/jackpots/:id',
  loyalty: '/loyalty',
  loyaltyShop: '/loyalty/shop',
  loyaltyProgram: '/loyalty/:sysname',
  offers: '/offers',
  offer: '/offers/:id',
  promotions: '/promotions',
  promotion: '/promotions/:id',
  providers: '/providers',
  support: '/support',
  tournaments: '/tournaments',
  tournament: '/tournaments/:id',
  tournamentGamehall: '/tournaments/:id/gamehall',
  unsubscribe: '/unsubscribe',
  winners: '/winners',
  profile: '/profile',
  profileBets: '/profile/bets',
  profileBonuses: '/profile/bonuses',
  profileCashback: '/profile/cashback',
  profileLoyalty: '/profile/loyalty',
  profileNotification: '/profile/notification',
  profileResponsibleGame: '/profile/responsible-game',
  profileSecurity: '/profile/security',
  profileSettings: '/profile/settings',
  profileVerification: '/profile/verification',
  /** Not in SPEC §2: the game history with export has no route there. */
  profileGameHistory: '/profile/game-history',
  responsibleGame: '/responsible-game',
  bets: '/bets/*',
  icons: '/_icons',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * The routes of the unprefixed tree only (the route table's `unprefixedOnly`; src/app/router checks
 * they agree). The worker's allow-list and the router's route discovery read it.
 */
export const UNPREFIXED_ONLY_ROUTES: readonly RouteName[] = ['responsibleGame', 'bets'];

/**
 * SPEC §2: a game page's canonical address has a platform segment after the locale
 * ('/en/desktop/game/x'); the game page answers there too.
 */
export const PLATFORM_SEGMENTS = ['desktop', 'mobile'] as const;
export type PlatformSegment = (typeof PLATFORM_SEGMENTS)[number];

/** '/desktop/game/x' -> '/game/x': a locale-free path without its platform segment. */
export function withoutPlatformSegment(path: string): string {
  const match = /^\/(desktop|mobile)(?=\/game(?:\/|$))/.exec(path);
  return match ? path.slice(match[0].length) : path;
}
type Params = Record<string, string | number | undefined>;
type Search = Record<string, string | number | undefined | null> | URLSearchParams;

/** Fills a path template: fill('/game/:sysname', { sysname: 'x' }) -> '/game/x'. Optional params may be left out. */
export function fillPath(template: string, params: Params = {}): string {
  const filled = template
    .split('/')
    .map((segment) => {
      if (segment === '*') return String(params['*'] ?? '');
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing route param "${name}" for ${template}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled.replace(/\/+$/, '') || '/';
}

function toQuery(search?: Search): string {
  if (!search) return '';
  const params = search instanceof URLSearchParams ? new URLSearchParams(search) : new URLSearchParams();
  if (!(search instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(search)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of a named route in a locale: href('en', 'game', { sysname: 'x' }) -> '/en/game/x'. */
export function href(locale: Locale, name: RouteName, params?: Params, search?: Search): string {
  return withLocale(locale, fillPath(ROUTE_PATHS[name], params)) + toQuery(search);
}
