import { describe, expect, it } from 'vitest';
import { currentNavItem, NAV_ITEMS, type NavItem } from './nav-items';

const pathOf = (item: NavItem) => `/en/${item.route}`;
const current = (pathname: string, search = '') => currentNavItem(NAV_ITEMS, pathname, search, pathOf)?.key;

describe('currentNavItem', () => {
  it('tells the casino and live-casino items apart by the query', () => {
    expect(current('/en/gamehall')).toBe('nav.casino');
    expect(current('/en/gamehall', '?types=slots')).toBe('nav.casino');
    expect(current('/en/gamehall', '?types=live&providers=a')).toBe('nav.live');
  });

  it('marks a section for its sub-pages and nothing elsewhere', () => {
    expect(current('/en/jackpots/2')).toBe('nav.jackpots');
    expect(current('/en/providers')).toBeUndefined();
  });
});
