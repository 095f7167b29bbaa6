import { useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after the component mounted (at most `timeoutMs`
 * later), then true for good; false while rendering on the server. Work the first paint does not
 * need (the SEO records of the content service) waits for it, so it does not compete with the
 * page's own hydration and data.
 */
export function useBrowserIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(id);
  }, [idle, timeoutMs]);
  return idle;
}
