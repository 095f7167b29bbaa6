import { useId } from 'react';
import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { Button } from '@/components/ui/button/button';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../bonuses.module.css';
import { Expiry } from '../components/expiry';
import { UnixTime } from '../components/unix-time';

export interface CashbackActions {
  take: (cashback: Cashback) => void;
  remove: (cashback: Cashback) => void;
  /** Whether a write runs for the cashback (its buttons wait). */
  isBusy: (id: number) => boolean;
}

/** The name a cashback goes by: its programme and percent, or a generic one. */
export function useCashbackName(): (cashback: Cashback) => string {
  const { t } = useTranslation('bonuses');
  return (cashback) =>
    cashback.description ? t('cashback.named', { title: cashback.description.title, percent: cashback.description.percent }) : t('cashback.generic');
}

/** One cashback: amount, status, the period's end, the take-by date (or when it was paid) and actions. */
export function CashbackCard({ cashback, actions }: { cashback: Cashback; actions: CashbackActions }) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const name = useCashbackName()(cashback);
  const busy = actions.isBusy(cashback.id);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={cashback.status}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>{name}</h3>
        <span className={styles.badge} data-tone={cashback.status}>{t(`cashback.status.${cashback.status}`)}</span>
      </header>
      <p className={styles.amount}>{formatMoney(cashback.amount.amount, cashback.amount.currency)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('cashback.periodEnd')}</dt>
          <dd><UnixTime seconds={cashback.end_date} /></dd>
        </div>
        {cashback.status === 'active' ? (
          <div>
            <dt>{t('cashback.takeBy')}</dt>
            <dd><Expiry at={cashback.receiving_expired_at} label="" /></dd>
          </div>
        ) : null}
        {cashback.paid_out_at !== null ? (
          <div>
            <dt>{t('cashback.paidOutAt')}</dt>
            <dd><UnixTime seconds={cashback.paid_out_at} /></dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {cashback.status === 'active' ? (
          <Button size="sm" disabled={busy} aria-label={t('actions.takeNamed', { name })} onClick={() => actions.take(cashback)}>
            {t('actions.take')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} aria-label={t('actions.removeNamed', { name })} onClick={() => actions.remove(cashback)}>
          {t('actions.remove')}
        </Button>
      </div>
    </article>
  );
}
