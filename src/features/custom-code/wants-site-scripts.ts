import type { CustomCodeEntry } from '@/api/cms/cms-config.types';

/** Cheap check the app shell runs before loading the custom code's chunk: an empty configuration costs nothing. */
export function wantsCustomCode(entries: readonly CustomCodeEntry[] | undefined): boolean {
  return Boolean(entries?.some((entry) => entry.isEnabled && entry.code.trim()));
}

/** Cheap check the app shell runs before loading SiteScripts (the analytics scripts). */
export function wantsAnalytics(analytic: Record<string, unknown> | null | undefined): boolean {
  return Boolean(analytic && Object.keys(analytic).length > 0);
}
