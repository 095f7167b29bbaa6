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

export type NavItem = (typeof NAV_ITEMS)[number];

/**
 * The one item to mark as the current page. Items sharing a path (casino and live casino are both
 * the hall) are told apart by their query: the item whose every query value is in the current
 * address wins, the most specific first; an item without a query only when no other matches.
 */
export function currentNavItem(
  items: readonly NavItem[],
  pathname: string,
  search: string,
  pathOf: (item: NavItem) => string,
): NavItem | undefined {
  const params = new URLSearchParams(search);
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const candidates = items
    .filter((item) => {
      const path = trim(pathOf(item));
      const here = trim(pathname);
      // Items with a query are pages of their own; plain items also own their sub-pages.
      return item.search ? here === path : here === path || here.startsWith(`${path}/`);
    })
    .filter((item) => Object.entries(item.search ?? {}).every(([key, value]) => params.get(key) === value));
  return candidates.sort((a, b) => Object.keys(b.search ?? {}).length - Object.keys(a.search ?? {}).length)[0];
}
