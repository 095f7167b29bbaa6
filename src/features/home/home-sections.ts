import type { RouteName } from '@/lib/router/paths';
import type { SectionIconName } from './section-icon';

export const CATEGORY_CARDS: ReadonlyArray<{
  key: string;
  icon: SectionIconName;
  tone: 'gold' | 'violet' | 'blue' | 'pink' | 'green';
  route: RouteName;
  search?: Record<string, string>;
}> = [
  { key: 'slots', icon: 'slots', tone: 'gold', route: 'gamehall', search: { types: 'slots' } },
  { key: 'live', icon: 'live', tone: 'pink', route: 'gamehall', search: { types: 'live' } },
  { key: 'table', icon: 'table', tone: 'green', route: 'gamehall', search: { types: 'casino' } },
  { key: 'fast', icon: 'fast', tone: 'blue', route: 'gamehall', search: { types: 'fast' } },
  { key: 'sport', icon: 'sport', tone: 'violet', route: 'betting' },
];

export const HIGHLIGHTS: ReadonlyArray<{ key: string; icon: SectionIconName; route: RouteName }> = [
  { key: 'tournaments', icon: 'trophy', route: 'tournaments' },
  { key: 'jackpots', icon: 'jackpot', route: 'jackpots' },
  { key: 'loyalty', icon: 'crown', route: 'loyalty' },
  { key: 'promotions', icon: 'gift', route: 'promotions' },
];
