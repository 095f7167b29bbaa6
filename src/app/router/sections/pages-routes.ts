import type { RouteDefinition } from '../route-definition';

/** Every other page: sportsbook, jackpots, loyalty, promotions, tournaments, support, the icons page and, last, the content pages. */
export const PAGES_ROUTES: readonly RouteDefinition[] = [
  { name: 'betting', layout: 'default', lazy: () => import('@/features/sportsbook/routes/betting-route') },
  { name: 'jackpots', layout: 'default', prerender: true, lazy: () => import('@/features/jackpots/routes/jackpots-route') },
  { name: 'jackpot', layout: 'default', lazy: () => import('@/features/jackpots/routes/jackpot-route') },
  { name: 'loyalty', layout: 'default', prerender: true, lazy: () => import('@/features/loyalty/routes/loyalty-route') },
  { name: 'loyaltyShop', layout: 'default', lazy: () => import('@/features/loyalty/routes/loyalty-shop-route') },
  { name: 'loyaltyProgram', layout: 'default', lazy: () => import('@/features/loyalty/routes/loyalty-program-route') },
  { name: 'offers', layout: 'default', prerender: true, lazy: () => import('@/features/promotions/routes/offers-route') },
  { name: 'offer', layout: 'default', lazy: () => import('@/features/promotions/routes/offer-route'), handle: { seoUrlPattern: '/offers/##name##' } },
  { name: 'promotions', layout: 'default', prerender: true, lazy: () => import('@/features/promotions/routes/promotions-route') },
  { name: 'promotion', layout: 'default', lazy: () => import('@/features/promotions/routes/promotion-route'), handle: { seoUrlPattern: '/promotions/##name##' } },
  { name: 'support', layout: 'default', prerender: true, lazy: () => import('@/features/support/routes/support-route') },
  { name: 'tournaments', layout: 'default', prerender: true, lazy: () => import('@/features/tournaments/routes/tournaments-route') },
  { name: 'tournament', layout: 'default', lazy: () => import('@/features/tournaments/routes/tournament-route') },
  { name: 'tournamentGamehall', layout: 'default', lazy: () => import('@/features/tournaments/routes/tournament-gamehall-route') },
  { name: 'unsubscribe', layout: 'default', prerender: true, lazy: () => import('@/features/system-pages/routes/unsubscribe-route') },
  { name: 'winners', layout: 'default', prerender: true, lazy: () => import('@/features/jackpots/routes/winners-route') },
  { name: 'icons', layout: 'icons', lazy: () => import('@/features/icons/routes/icons-route') },
  // Last: a generic content page matches any other single segment; without a page it is a 404.
  { name: 'contentPage', layout: 'default', lazy: () => import('@/features/content-pages/routes/content-page-route') },
];
