import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import type { CashierConfig } from '@/api/cms/cms-config.types';
import { normalizeCmsConfig } from '@/api/cms/normalize-cms-config';
import { useLocale } from '@/lib/i18n/use-locale';

const DEFAULTS: CashierConfig = normalizeCmsConfig({}).cashier;

/** The content service's cashier section; the SPEC defaults until (or unless) it loads. */
export function useCashierConfig(): CashierConfig {
  const locale = useLocale();
  const { data } = useCmsGetConfigQuery(locale);
  return data?.cashier ?? DEFAULTS;
}
