import { useSiteConfig } from './use-site-config';
import type { FeatureFlags } from './cms-config.types';

/** Whether the site configuration turns a feature on (SPEC §3 feature flags); false until it has loaded. */
export function useFeatureFlag(flag: keyof FeatureFlags): boolean {
  const data = useSiteConfig();
  return data?.features[flag] === true;
}
