import { useEffect, useState } from 'react';

/**
 * True once `node` comes within `margin` of the viewport, and from then on. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport(node: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return near;
}
