import type { CashierConfig } from '@/api/cms/cms-config.types';
import { normalizeCmsConfig } from '@/api/cms/normalize-cms-config';
import { useSiteConfig } from '@/api/cms/use-site-config';

const DEFAULTS: CashierConfig = normalizeCmsConfig({}).cashier;

/** The content service's cashier section; the SPEC defaults until (or unless) it loads. */
export function useCashierConfig(): CashierConfig {
  const data = useSiteConfig();
  return data?.cashier ?? DEFAULTS;
}
