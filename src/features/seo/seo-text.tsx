import { lazy, Suspense } from 'react';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { useNodeState } from '@/lib/hooks/use-node-state';

const SeoTextBlock = lazy(() => import('./seo-text-block'));

/**
 * The SEO record's text block under the page (layouts place it); nothing until hydrated. The block
 * and the HTML sanitizer it needs load when the end of the page comes near (the sanitizer
 * loads only where it is used), not with every page.
 */
export function SeoText() {
  const hydrated = useHydrationDone();
  const [marker, markerRef] = useNodeState<HTMLDivElement>();
  const near = useNearViewport(marker);
  if (!hydrated) return null;
  if (!near) return <div ref={markerRef} aria-hidden="true" />;
  return (
    <Suspense fallback={null}>
      <SeoTextBlock />
    </Suspense>
  );
}
