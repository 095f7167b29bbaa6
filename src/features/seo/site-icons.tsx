import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { useHydrated } from '@/lib/hooks/use-hydrated';

const SiteIconLinks = lazy(() => import('./site-icon-links'));

/**
 * The content configuration's favicon set and the web manifest's icons (site-icon-links.tsx), once
 * the page has settled (decision records 045, 046). Until then, and in the prerendered pages (the
 * build has no configuration), the shell's icons show.
 */
export function SiteIcons() {
  const hydrated = useHydrated();
  const settled = useAfterLoad();
  if (!hydrated || !settled) return null;
  return (
    <Suspense fallback={null}>
      <SiteIconLinks />
    </Suspense>
  );
}
