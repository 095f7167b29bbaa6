import { startTransition, useEffect, useRef, useState } from 'react';
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
    if (reduced || target < from) {
      const id = setTimeout(() => {
        shownRef.current = target;
        setShown(target);
      }, 0);
      return () => clearTimeout(id);
    }
    const start = performance.now();
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A step every LIVE_STEP_MS from a timer, not a check at every animation frame: a callback per
    // frame kept the browser drawing frames the whole time, and the render of a route change away
    // from the page yielded to each of them. The count is a transition, so it never interrupts that
    // render either.
    const step = () => {
      const progress = Math.min(1, (performance.now() - start) / durationMs);
      // Cents only; skip steps that would not change the text.
      const value = Math.round((from + (target - from) * progress) * 100) / 100;
      if (value !== last) {
        last = value;
        shownRef.current = value;
        startTransition(() => setShown(value));
      }
      if (progress < 1) timer = setTimeout(step, LIVE_STEP_MS);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [target, durationMs, reduced]);

  return shown;
}
