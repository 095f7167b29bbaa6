import { useSyncExternalStore } from 'react';
import { ENV } from '@/lib/config/env';

const subscribe = () => () => {};

/** Where the build renders links from when VITE_SITE_ORIGIN is not set: paths resolve, other origins stay other. */
const BUILD_ORIGIN = 'https://prerender.invalid';

/**
 * The page's origin, for telling the site's own links from others. While prerendered markup
 * hydrates (and while the build renders it) it is the origin the build knew, VITE_SITE_ORIGIN or a
 * stand-in, so the first render matches the markup; the real one after.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => ENV.siteOrigin || BUILD_ORIGIN,
  );
}
