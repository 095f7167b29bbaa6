import type { Bonus } from '@/api/bonuses/bonuses.types';
import { ProgressBar } from '@/components/ui/progress-bar/progress-bar';
import { formatMoney, progressPercent } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';

/** How far a bonus is wagered: a bar with the percentage (from min, max and current) and the turnover. */
export function WagerProgress({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('bonuses');
  const { min, max, current } = bonus.wager;
  const currency = bonus.amount.currency;
  // Rounded down: 99.6% wagered is not done yet.
  return (
    <ProgressBar
      percent={Math.floor(progressPercent(min, max, current))}
      label={t('card.wagering')}
      detail={t('card.wagerOf', { current: formatMoney(current, currency), total: formatMoney(max, currency) })}
    />
  );
}
