import { formatAmount } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';

/** "1,200 points" in the page language (plural forms by the count, SPEC §9 number format). */
export function usePoints(): (value: number) => string {
  const { t } = useTranslation('loyalty');
  return (value) => t('points', { count: value, value: formatAmount(value) });
}
