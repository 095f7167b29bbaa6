import { useBonusesGetPagesInfiniteQuery } from '@/api/bonuses/bonuses-api';
import { useCashbacksGetPagesInfiniteQuery } from '@/api/cashbacks/cashbacks-api';
import { useCashierGetHistoryPagesInfiniteQuery } from '@/api/cashier/cashier-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { BonusRow } from './bonus-row';
import { CashbackRow } from './cashback-row';
import { HISTORY_PAGE_SIZE } from './history-tabs';
import { ShowMoreTable } from './show-more-table';
import { TransactionRow } from './transaction-row';
import { useMethodNames } from './use-method-names';

/** The deposits or the withdrawals tab: date, method, amount, status and the receipt link. */
export function TransactionsList({ type }: { type: 'deposit' | 'withdrawal' }) {
  const query = useCashierGetHistoryPagesInfiniteQuery({ type, count: HISTORY_PAGE_SIZE });
  const methodName = useMethodNames();
  return (
    <ShowMoreTable
      tab={type}
      query={query}
      columns={[{ name: 'date' }, { name: 'method' }, { name: 'amount', numeric: true }, { name: 'status' }, { name: 'transaction' }]}
      renderRow={(transaction) => <TransactionRow transaction={transaction} methodName={methodName(transaction.method)} />}
    />
  );
}

/** The bonuses tab: the player's casino bonuses with their wagering progress. */
export function BonusesList() {
  const query = useBonusesGetPagesInfiniteQuery({ locale: useLocale(), count: HISTORY_PAGE_SIZE });
  return (
    <ShowMoreTable
      tab="bonuses"
      query={query}
      columns={[{ name: 'bonus' }, { name: 'type' }, { name: 'status' }, { name: 'amount', numeric: true }, { name: 'wagering' }, { name: 'expires' }]}
      renderRow={(bonus) => <BonusRow bonus={bonus} />}
    />
  );
}

/** The cashbacks tab: amount, status and dates of each cashback, newest first. */
export function CashbacksList() {
  const query = useCashbacksGetPagesInfiniteQuery({
    locale: useLocale(),
    count: HISTORY_PAGE_SIZE,
    sort: 'created_at',
    order: 'desc',
    fields: ['description'],
  });
  return (
    <ShowMoreTable
      tab="cashbacks"
      query={query}
      columns={[{ name: 'cashback' }, { name: 'amount', numeric: true }, { name: 'status' }, { name: 'periodEnd' }, { name: 'received' }]}
      renderRow={(cashback) => <CashbackRow cashback={cashback} />}
    />
  );
}
