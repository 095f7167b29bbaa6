import type { LoyaltyInfo, LoyaltyLevel } from '@/api/loyalty/loyalty.types';
import { progressPercent } from '@/lib/format/format';

export interface LevelProgress {
  current: LoyaltyLevel | null;
  next: LoyaltyLevel | null;
  /** 0..100 from the current level's threshold to the next one's; 100 on the top level. */
  percent: number;
  /** Earned points still missing for the next level (0 on the top level). */
  missing: number;
}

/** Where the player stands between their level and the next (levels ordered by threshold). */
export function levelProgress(info: Pick<LoyaltyInfo, 'levels' | 'earned_points'>): LevelProgress {
  const levels = [...info.levels].sort((a, b) => a.min_points - b.min_points);
  const current = levels.find((level) => level.is_current) ?? [...levels].reverse().find((level) => info.earned_points >= level.min_points) ?? null;
  const next = levels.find((level) => level.min_points > info.earned_points) ?? null;
  if (!next) return { current, next, percent: 100, missing: 0 };
  const from = current?.min_points ?? 0;
  return { current, next, percent: progressPercent(from, next.min_points, info.earned_points), missing: Math.max(0, next.min_points - info.earned_points) };
}
