import { useTranslation } from 'react-i18next';
import { useCashierGetHistoryQuery } from '@/api/cashier/cashier-api';
import type { CashierHistoryParams } from '@/api/cashier/cashier.types';
import { HISTORY_PAGE_SIZE } from './history-tabs';
import { useShownPages } from './page-query';
import { PageRows } from './page-rows';
import { ShowMoreTable } from './show-more-table';
import { TransactionRow } from './transaction-row';
import { useMethodNames } from './use-method-names';

type TransactionType = 'deposit' | 'withdrawal';

function pageArgs(type: TransactionType, index: number): CashierHistoryParams {
  return { type, offset: index * HISTORY_PAGE_SIZE, count: HISTORY_PAGE_SIZE };
}

function TransactionsPage({ type, index, errorText }: { type: TransactionType; index: number; errorText: string }) {
  const query = useCashierGetHistoryQuery(pageArgs(type, index));
  const methodName = useMethodNames();
  return (
    <PageRows
      query={query}
      columnCount={5}
      focusOnLoad={index > 0}
      errorText={errorText}
      renderRow={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} methodName={methodName(transaction.method)} />}
    />
  );
}

/** The deposits or the withdrawals tab: date, method, amount, status and the receipt link. */
export function TransactionsTab({ type }: { type: TransactionType }) {
  const { t } = useTranslation('cashier-history');
  const { pages, showMore } = useShownPages();
  const first = useCashierGetHistoryQuery(pageArgs(type, 0));
  const last = useCashierGetHistoryQuery(pageArgs(type, pages - 1));
  const errorText = t(`error.${type}`);
  return (
    <ShowMoreTable
      first={first}
      last={last}
      pages={pages}
      onMore={showMore}
      caption={t(`caption.${type}`)}
      columns={[
        { label: t('columns.date') },
        { label: t('columns.method') },
        { label: t('columns.amount'), numeric: true },
        { label: t('columns.status') },
        { label: t('columns.transaction') },
      ]}
      emptyTitle={t(`empty.${type}.title`)}
      emptyText={t(`empty.${type}.text`)}
      errorText={errorText}
      renderPage={(index) => <TransactionsPage key={index} type={type} index={index} errorText={errorText} />}
    />
  );
}
