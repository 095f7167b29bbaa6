import type { RouteName } from '@/lib/router/paths';

/** The main navigation; labels are keys of the common namespace. */
export const NAV_ITEMS: ReadonlyArray<{ route: RouteName; key: string; search?: Record<string, string> }> = [
  { route: 'gamehall', key: 'nav.casino' },
  { route: 'gamehall', key: 'nav.live', search: { types: 'live' } },
  { route: 'betting', key: 'nav.betting' },
  { route: 'promotions', key: 'nav.promotions' },
  { route: 'tournaments', key: 'nav.tournaments' },
  { route: 'jackpots', key: 'nav.jackpots' },
  { route: 'loyalty', key: 'nav.loyalty' },
];
