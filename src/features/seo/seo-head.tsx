import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSiteGetRobotsTxtQuery } from '@/api/site/site-api';
import { useDeviceClass } from '@/lib/device/device';
import { ENV } from '@/lib/config/env';
import { canonicalUrl } from './canonical';
import { parseDisallow, robotsDirective } from './robots';

/** Canonical link and robots meta of the current page; React hoists them into <head>. */
export function SeoHead() {
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const { data: robotsTxt = '' } = useSiteGetRobotsTxtQuery();
  const rules = useMemo(() => parseDisallow(robotsTxt), [robotsTxt]);
  // At build time (prerendering) there is no window: the canonical link needs VITE_SITE_ORIGIN then.
  const origin = ENV.siteOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  const platform = device === 'mobile' || device === 'tablet' ? 'mobile' : 'desktop';
  const robots = robotsDirective(pathname, rules);
  return (
    <>
      {origin ? <link rel="canonical" href={canonicalUrl(origin, pathname, platform)} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
}
