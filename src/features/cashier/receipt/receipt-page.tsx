import { useSearchParams } from 'react-router';
import { useCashierGetDepositInfoQuery, useCashierGetHistoryQuery } from '@/api/cashier/cashier-api';
import { type ApiError, asApiError } from '@/api/errors';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { CashierLayout } from '../layout/cashier-layout';
import { ReceiptView } from './receipt-view';
import styles from './receipt.module.css';

/** `?id=` as a transaction id: null when absent, NaN when it cannot be one. */
function idFromSearch(raw: string | null): number | null {
  if (raw === null) return null;
  return /^[1-9]\d{0,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/** An answer that says "no such transaction (for you)", as opposed to a failure worth retrying. */
function isNotFound(error: ApiError | undefined): boolean {
  if (!error) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429 && error.name !== 'TooManyRequests';
}

/**
 * /cashier/receipt: the printable receipt of `?id=`, or of the most recent transaction when no id is
 * given. An unknown id says so in words.
 */
export function ReceiptPage() {
  const { t } = useTranslation(['withdraw', 'cashier']);
  const [search] = useSearchParams();
  const requested = idFromSearch(search.get('id'));
  const latest = useCashierGetHistoryQuery({ count: 1 }, { skip: requested !== null });
  const id = requested ?? latest.data?.items[0]?.id ?? null;
  const valid = id !== null && Number.isFinite(id);
  const info = useCashierGetDepositInfoQuery({ id: valid ? id : 0 }, { skip: !valid });

  // Without an id the page waits for the latest transaction first: a failure of that request is the page's.
  const step = requested === null && !latest.data ? latest : info;

  let body;
  if (requested !== null && !valid) body = <NotFound />;
  else if (requested === null && latest.data && latest.data.items.length === 0) body = <NoTransactions />;
  else if (!info.data && info.isError && isNotFound(asApiError(info.error))) body = <NotFound />;
  else {
    body = (
      <QueryState
        query={{ data: info.data, isError: step.isError, refetch: step.refetch }}
        loading="skeleton"
        shape="row"
        count={6}
        error={{ title: t('receipt.loadError'), titleLevel: 2 }}
      >
        {(receipt) => <ReceiptView info={receipt} />}
      </QueryState>
    );
  }

  return <CashierLayout title={t('cashier:meta.receipt')}>{body}</CashierLayout>;
}

function NotFound() {
  const { t } = useTranslation('withdraw');
  return <Missing title={t('receipt.notFound')} text={t('receipt.notFoundText')} />;
}

function NoTransactions() {
  const { t } = useTranslation('withdraw');
  return <Missing title={t('receipt.noTransactions')} text={t('receipt.noTransactionsText')} />;
}

function Missing({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  return (
    <div className={styles.missing}>
      <EmptyState title={title} text={text} />
      <Button variant="secondary" href={href(locale, 'cashierHistory')}>
        {t('receipt.openHistory')}
      </Button>
    </div>
  );
}
