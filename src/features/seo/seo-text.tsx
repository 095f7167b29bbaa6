import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

const SeoTextBlock = lazy(() => import('./seo-text-block'));

/** The SEO record's text block under the page (layouts place it); nothing until hydrated. */
export function SeoText() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SeoTextBlock />
    </Suspense>
  );
}
