import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSiteGetRobotsTxtQuery } from '@/api/site/site-api';
import { ENV } from '@/lib/config/env';
import { useDeviceClass } from '@/lib/device/device';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useIdle } from '@/lib/hooks/use-idle';
import { useTranslation } from '@/lib/i18n/use-translation';
import { canonicalUrl } from './canonical';
import { DefaultHead, type HeadDefaults } from './default-head';
import { parseDisallow, robotsDirective } from './robots';
import { useSeoRoute } from './seo-route';

/**
 * The content service's SEO records load lazily, after hydration (decision record 025), once the
 * browser is idle: their chunk, two requests and the head they render stay out of the page's
 * first screen (decision record 028).
 */
const RecordHead = lazy(() => import('./record-head'));

function TranslatedHead({ canonical, robots }: { canonical: string | null; robots: string | null }) {
  const { t } = useTranslation('seo');
  const route = useSeoRoute();
  const hydrated = useHydrated();
  const idle = useIdle();
  const key = t(`routes.${route.name}.title`, { defaultValue: '' }) ? route.name : 'home';
  const defaults: HeadDefaults = {
    title: t('titleTemplate', { page: t(`routes.${key}.title`), site: t('siteName') }),
    description: t(`routes.${key}.description`),
    canonical,
    robots,
  };
  // The build (and hydration) render the defaults only: no request at build time, and the first
  // client render must match the prerendered markup.
  if (!hydrated || !idle || typeof window === 'undefined') return <DefaultHead defaults={defaults} />;
  return (
    <Suspense fallback={<DefaultHead defaults={defaults} />}>
      <RecordHead route={route} defaults={defaults} />
    </Suspense>
  );
}

/**
 * Title, description, canonical link, robots, Open Graph, meta tags and JSON-LD of the current
 * page; React hoists the elements into <head>. Without a record (or before it arrives) the
 * translated title and description of the route name (locales/<lang>/seo.json) apply.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const { data: robotsTxt = '' } = useSiteGetRobotsTxtQuery();
  const rules = useMemo(() => parseDisallow(robotsTxt), [robotsTxt]);
  // At build time (prerendering) there is no window: the canonical link needs VITE_SITE_ORIGIN then.
  const origin = ENV.siteOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  const platform = device === 'mobile' || device === 'tablet' ? 'mobile' : 'desktop';
  const canonical = origin ? canonicalUrl(origin, pathname, platform) : null;
  const robots = robotsDirective(pathname, rules);
  const fallback = (
    <>
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
  return (
    <Suspense fallback={fallback}>
      <TranslatedHead canonical={canonical} robots={robots} />
    </Suspense>
  );
}
