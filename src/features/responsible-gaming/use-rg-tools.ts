import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { rgTools, type RgTools } from './rg-flags';

/** The responsible-gaming tools of the site configuration, and whether it has loaded. */
export function useRgTools(): RgTools & { loaded: boolean } {
  const locale = useLocale();
  const { data, isSuccess } = useCmsGetConfigQuery(locale);
  return { ...rgTools(data), loaded: isSuccess };
}
