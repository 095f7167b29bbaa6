import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds until `deadline` (epoch milliseconds), 0 once it has passed: the one countdown.
 * The clock is read again each time the remaining time crosses a whole second, so a clock of whole
 * seconds (`formatDuration`) changes right on time, and no more once the deadline has passed.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const mounted = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (at: number) => {
      const left = deadline - at;
      if (left <= 0) return;
      timer = setTimeout(() => {
        const next = Date.now();
        setNow(next);
        tick(next);
      }, left % 1000 || 1000);
    };
    // The first render read the clock already; a new deadline reads it again.
    const at = Date.now();
    if (mounted.current) setNow(at);
    mounted.current = true;
    tick(at);
    return () => clearTimeout(timer);
  }, [deadline]);

  return Math.max(0, deadline - now);
}
