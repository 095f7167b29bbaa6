import { useTranslation } from 'react-i18next';
import { type CashbacksArgs, useCashbacksGetQuery } from '@/api/cashbacks/cashbacks-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { CashbackRow } from './cashback-row';
import { HISTORY_PAGE_SIZE } from './history-tabs';
import { useShownPages } from './page-query';
import { PageRows } from './page-rows';
import { ShowMoreTable } from './show-more-table';

function pageArgs(locale: string, index: number): CashbacksArgs {
  return { locale, offset: index * HISTORY_PAGE_SIZE, count: HISTORY_PAGE_SIZE, sort: 'created_at', order: 'desc', fields: ['description'] };
}

function CashbacksPage({ index, errorText }: { index: number; errorText: string }) {
  const query = useCashbacksGetQuery(pageArgs(useLocale(), index));
  return (
    <PageRows
      query={query}
      columnCount={5}
      focusOnLoad={index > 0}
      errorText={errorText}
      renderRow={(cashback) => <CashbackRow key={cashback.id} cashback={cashback} />}
    />
  );
}

/** The cashbacks tab: amount, status and dates of each cashback, newest first. */
export function CashbacksTab() {
  const { t } = useTranslation('cashier-history');
  const locale = useLocale();
  const { pages, showMore } = useShownPages();
  const first = useCashbacksGetQuery(pageArgs(locale, 0));
  const last = useCashbacksGetQuery(pageArgs(locale, pages - 1));
  const errorText = t('error.cashbacks');
  return (
    <ShowMoreTable
      first={first}
      last={last}
      pages={pages}
      onMore={showMore}
      caption={t('caption.cashbacks')}
      columns={[
        { label: t('columns.cashback') },
        { label: t('columns.amount'), numeric: true },
        { label: t('columns.status') },
        { label: t('columns.periodEnd') },
        { label: t('columns.received') },
      ]}
      emptyTitle={t('empty.cashbacks.title')}
      emptyText={t('empty.cashbacks.text')}
      errorText={errorText}
      renderPage={(index) => <CashbacksPage key={index} index={index} errorText={errorText} />}
    />
  );
}
