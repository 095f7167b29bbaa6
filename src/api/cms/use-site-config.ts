import { selectData } from '@/api/select-result';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCmsGetConfigQuery } from './cms-api';
import type { CmsConfig } from './cms-config.types';

/**
 * The content configuration of the page's locale (SPEC §3), undefined until it has loaded. It reads
 * only the answer: the start's refetch of the same configuration re-renders none of its many readers
 * (the header, the footer, the watchers). `skip` reads nothing.
 */
export function useSiteConfig(options: { skip?: boolean } = {}): CmsConfig | undefined {
  return useCmsGetConfigQuery(useLocale(), { skip: options.skip, selectFromResult: selectData }).data;
}
