import { Link } from 'react-router';
import { useCashierGetHistoryQuery } from '@/api/cashier/cashier-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { TransactionStatusBadge } from '../shared/transaction-status';
import { RECENT_TRANSACTIONS_COUNT } from './history-tabs';
import { ReceiptLink } from './transaction-row';
import { UnixTime } from './unix-time';
import { useMethodNames } from './use-method-names';
import styles from './recent-transactions.module.css';

/**
 * The latest deposits and withdrawals (SPEC §9: 4) with a link to the full history. A deposit or
 * withdrawal invalidates the history tag, so the list refreshes by itself after one.
 */
export function RecentTransactions({ className }: { className?: string }) {
  const { t } = useTranslation(['cashier-history', 'cashier']);
  const locale = useLocale();
  const methodName = useMethodNames();
  const { data, isError, isFetching, refetch } = useCashierGetHistoryQuery({ type: 'all', count: RECENT_TRANSACTIONS_COUNT });
  const items = data?.items.slice(0, RECENT_TRANSACTIONS_COUNT);

  return (
    <section className={[styles.recent, className].filter(Boolean).join(' ')} aria-labelledby="recent-transactions-title">
      <header className={styles.header}>
        <h2 id="recent-transactions-title" className={styles.title}>{t('recent.title')}</h2>
        <Link className={styles.all} to={href(locale, 'cashierHistory')}>
          {t('recent.all')}
        </Link>
      </header>
      <QueryState
        query={{ data: items, isError, refetch }}
        loading="skeleton"
        shape="row"
        count={RECENT_TRANSACTIONS_COUNT}
        loadingLabel={t('loading')}
        error={{ message: t('recent.error') }}
        empty={{ compact: true, title: t('recent.empty') }}
      >
        {(items) => (
          <ul className={styles.list} aria-busy={isFetching || undefined}>
            {items.map((transaction) => (
              <li key={transaction.id} className={styles.item} data-pending={transaction.status === 'pending' || undefined}>
                <div className={styles.what}>
                  <span className={styles.kind}>
                    {t(`cashier:type.${transaction.type}`)} · {methodName(transaction.method)}
                  </span>
                  <span className={styles.when}>
                    <UnixTime seconds={transaction.created_at} />
                  </span>
                </div>
                <div className={styles.money}>
                  <span className={styles.amount}>
                    {formatMoney(transaction.amount.amount, transaction.amount.currency)}
                  </span>
                  <TransactionStatusBadge status={transaction.status} />
                </div>
                <span className={styles.receipt}>
                  <ReceiptLink id={transaction.id} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
