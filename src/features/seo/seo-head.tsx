import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { selectData } from '@/api/select-result';
import { useSiteGetRobotsTxtQuery } from '@/api/site/site-api';
import { ENV } from '@/lib/config/env';
import { useDeviceClass } from '@/lib/device/device';
import { usePageSettled } from '@/start/runtime/page-settled';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useBrowserIdle } from '@/start/runtime/browser-idle';
import { useTranslation } from '@/lib/i18n/use-translation';
import { canonicalUrl } from './canonical';
import { DefaultHead, type HeadDefaults } from './default-head';
import { parseDisallow, robotsDirective } from './robots';
import { useSeoRoute } from './seo-route';
import { buildHeadRenderer, hasStaticHead, removeStaticHead, staticHeadTitle } from './static-head';
import { SiteIcons } from './site-icons';
import { useSeoTitle } from './title-keeper';

/**
 * The content service's SEO records load lazily, after hydration, once the
 * browser is idle: their chunk, two requests and the head they render stay out of the page's
 * first screen. A prerendered page whose head the build wrote with its records
 * has them already: there they load once the page has settled.
 */
const RecordHead = lazy(() => import('./record-head'));

/** Until the record head takes over, the title the build wrote stays first in <head> (React inserts the page's own before it). */
function StaticHeadTitle({ defaults }: { defaults: HeadDefaults }) {
  useSeoTitle(staticHeadTitle(), defaults.title);
  return null;
}

function TranslatedHead({ canonical, robots, pathname }: { canonical: string | null; robots: string | null; pathname: string }) {
  const { t } = useTranslation('seo');
  const route = useSeoRoute();
  const hydrated = useHydrationDone();
  const idle = useBrowserIdle();
  const pageSettled = usePageSettled();
  const onStatic = typeof window !== 'undefined' && hasStaticHead(pathname);
  // Another page than the one the build wrote the head of: its elements go at once.
  useEffect(() => {
    if (!onStatic) removeStaticHead();
  }, [onStatic]);
  const key = t(`routes.${route.name}.title`, { defaultValue: '' }) ? route.name : 'home';
  const defaults: HeadDefaults = {
    title: t('titleTemplate', { page: t(`routes.${key}.title`), site: t('siteName') }),
    description: t(`routes.${key}.description`),
    canonical,
    robots,
  };
  if (typeof window === 'undefined') {
    // The build renders the page's records when it has them (static-head.ts), else the defaults.
    const build = buildHeadRenderer();
    return build ? build(defaults, route) : <DefaultHead defaults={defaults} />;
  }
  if (onStatic) {
    const keep = <StaticHeadTitle defaults={defaults} />;
    return pageSettled ? (
      <Suspense fallback={keep}>
        <RecordHead route={route} defaults={defaults} takesOverStatic />
      </Suspense>
    ) : (
      keep
    );
  }
  // Hydration renders the defaults only: the first client render must match the prerendered markup.
  if (!hydrated || (!idle && !pageSettled)) return <DefaultHead defaults={defaults} />;
  return (
    <Suspense fallback={<DefaultHead defaults={defaults} />}>
      <RecordHead route={route} defaults={defaults} />
    </Suspense>
  );
}

/**
 * Title, description, canonical link, robots, Open Graph, meta tags and JSON-LD of the current
 * page, with the site icons; React hoists the elements into <head>. A chunk of its own, loaded by
 * the shell when a page first needs it (shell-seo-head.tsx). Without a record (or before it arrives) the
 * translated title and description of the route name (locales/<lang>/seo.json) apply.
 */
export function SeoHead() {
  return (
    <>
      <PageHead />
      <SiteIcons />
    </>
  );
}

function PageHead() {
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const { data: robotsTxt = '' } = useSiteGetRobotsTxtQuery(undefined, { selectFromResult: selectData });
  const rules = useMemo(() => parseDisallow(robotsTxt), [robotsTxt]);
  // At build time (prerendering) there is no window: the canonical link needs VITE_SITE_ORIGIN then.
  // eslint-disable-next-line start/render-matches-markup -- builds that prerender set VITE_SITE_ORIGIN, so the window is read only without one
  const origin = ENV.siteOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  const platform = device === 'mobile' || device === 'tablet' ? 'mobile' : 'desktop';
  const canonical = origin ? canonicalUrl(origin, pathname, platform) : null;
  const robots = robotsDirective(pathname, rules);
  // No Suspense of its own: the shell's lazy boundary (shell-seo-head.tsx) holds it, so the build's
  // markup and the first client render have the same one boundary.
  return <TranslatedHead canonical={canonical} robots={robots} pathname={pathname} />;
}
