import { useLocale } from '@/lib/i18n/use-locale';
import { useCmsGetConfigQuery } from './cms-api';
import type { FeatureFlags } from './cms-config.types';

/** Whether the site configuration turns a feature on (SPEC §3 feature flags); false until it has loaded. */
export function useFeatureFlag(flag: keyof FeatureFlags): boolean {
  const { data } = useCmsGetConfigQuery(useLocale());
  return data?.features[flag] === true;
}
