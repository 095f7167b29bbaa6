import type { CustomCodeEntry } from '@/api/cms/cms-config.types';

/** Cheap check the app shell runs before loading SiteScripts. */
export function wantsSiteScripts(entries: readonly CustomCodeEntry[] | undefined, analytic: Record<string, unknown> | null | undefined): boolean {
  return Boolean(entries?.some((entry) => entry.isEnabled && entry.code.trim())) || Boolean(analytic && Object.keys(analytic).length > 0);
}
