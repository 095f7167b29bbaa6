import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { usePageSettled } from '@/start/runtime/page-settled';
import { hasStaticHead, staticHeadTitle } from './static-head';
import { useSeoTitle } from './title-keeper';

const loadSeoHead = () => import('./seo-head');
const SeoHead = lazy(async () => ({ default: (await loadSeoHead()).SeoHead }));

/** Keeps the record's title the build wrote first in <head>, above the page's own <title>. */
function StaticTitleKeeper() {
  const title = staticHeadTitle();
  useSeoTitle(title, title ?? '');
  return null;
}

/**
 * The SEO head's place in the app shell. A prerendered page whose head the build wrote with its
 * records needs no head code to show it: only the title keeper runs, and the head (with the site
 * icons) loads when the page has settled, or as the first navigation to another page starts. A
 * page without a written head (the plain shell, a build without a backend) loads it at once.
 * One Suspense boundary, in the build's render and the client's alike, so hydration matches.
 */
export function ShellSeoHead() {
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const pageSettled = usePageSettled();
  // False in the build's render, which has no document.
  const onStatic = hasStaticHead(pathname);
  useEffect(() => {
    if (navigating) void loadSeoHead().catch(() => undefined);
  }, [navigating]);
  const keep = onStatic ? <StaticTitleKeeper /> : null;
  return <Suspense fallback={keep}>{onStatic && !pageSettled ? keep : <SeoHead />}</Suspense>;
}
