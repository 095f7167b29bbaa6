import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';

const SeoTextBlock = lazy(() => import('./seo-text-block'));

/**
 * The SEO record's text block under the page (layouts place it); nothing until hydrated. The block
 * and the HTML sanitizer it needs load when the end of the page comes near (issue 13: the sanitizer
 * loads only where used), not with every page.
 */
export function SeoText() {
  const hydrated = useHydrated();
  const [marker, setMarker] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(marker);
  if (!hydrated) return null;
  if (!near) return <div ref={setMarker} aria-hidden="true" />;
  return (
    <Suspense fallback={null}>
      <SeoTextBlock />
    </Suspense>
  );
}
