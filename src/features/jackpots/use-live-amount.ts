import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/motion/use-reduced-motion';

/** How often a counting amount changes on screen. */
const LIVE_STEP_MS = 150;

/**
 * The amount to show for a growing pool: when a fresher amount arrives, the number counts up to
 * it over `durationMs` (the polling interval), so the pool looks live between polls. With reduced
 * motion it simply jumps.
 */
export function useLiveAmount(target: number, durationMs: number): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    if (reduced || typeof requestAnimationFrame !== 'function' || target < from) {
      const id = setTimeout(() => {
        shownRef.current = target;
        setShown(target);
      }, 0);
      return () => clearTimeout(id);
    }
    const start = performance.now();
    let frame = 0;
    let last = 0;
    let shownAt = -Infinity;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      // A few steps a second look just as live and leave the main thread free in between.
      if (progress < 1 && now - shownAt < LIVE_STEP_MS) {
        frame = requestAnimationFrame(step);
        return;
      }
      shownAt = now;
      // Cents only; skip frames that would not change the text.
      const value = Math.round((from + (target - from) * progress) * 100) / 100;
      if (value !== last) {
        last = value;
        shownRef.current = value;
        setShown(value);
      }
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced]);

  return shown;
}
