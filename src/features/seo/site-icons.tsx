import { lazy, Suspense } from 'react';
import { usePageSettled } from '@/start/runtime/page-settled';
import { useHydrationDone } from '@/start/runtime/hydration-done';

const SiteIconLinks = lazy(() => import('./site-icon-links'));

/**
 * The content configuration's favicon set and the web manifest's icons (site-icon-links.tsx), once
 * the page has settled. Until then, and in the prerendered pages (the
 * build has no configuration), the shell's icons show.
 */
export function SiteIcons() {
  const hydrated = useHydrationDone();
  const pageSettled = usePageSettled();
  if (!hydrated || !pageSettled) return null;
  return (
    <Suspense fallback={null}>
      <SiteIconLinks />
    </Suspense>
  );
}
