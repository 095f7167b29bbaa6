import { useEffect, useState } from 'react';

/**
 * Date.now() as state, refreshed when the earliest of `moments` (epoch ms) passes, so a hint
 * disappears at the end of its window without polling. Past moments are ignored.
 */
export function useNowUntil(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...moments.filter((moment) => moment > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // setTimeout overflows past ~24.8 days; waking up early just schedules again.
    const id = setTimeout(() => setNow(Date.now()), Math.min(2_000_000_000, Math.max(0, next - Date.now())));
    return () => clearTimeout(id);
  }, [next]);
  return now;
}
