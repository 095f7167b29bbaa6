import { useTranslation } from 'react-i18next';
import { type BonusesArgs, useBonusesGetQuery } from '@/api/bonuses/bonuses-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { BonusRow } from './bonus-row';
import { HISTORY_PAGE_SIZE } from './history-tabs';
import { useShownPages } from './page-query';
import { PageRows } from './page-rows';
import { ShowMoreTable } from './show-more-table';

function pageArgs(locale: string, index: number): BonusesArgs {
  return { locale, offset: index * HISTORY_PAGE_SIZE, count: HISTORY_PAGE_SIZE };
}

function BonusesPage({ index, errorText }: { index: number; errorText: string }) {
  const query = useBonusesGetQuery(pageArgs(useLocale(), index));
  return (
    <PageRows
      query={query}
      columnCount={6}
      focusOnLoad={index > 0}
      errorText={errorText}
      renderRow={(bonus) => <BonusRow key={bonus.id} bonus={bonus} />}
    />
  );
}

/** The bonuses tab: the player's casino bonuses with their wagering progress. */
export function BonusesTab() {
  const { t } = useTranslation('cashier-history');
  const locale = useLocale();
  const { pages, showMore } = useShownPages();
  const first = useBonusesGetQuery(pageArgs(locale, 0));
  const last = useBonusesGetQuery(pageArgs(locale, pages - 1));
  const errorText = t('error.bonuses');
  return (
    <ShowMoreTable
      first={first}
      last={last}
      pages={pages}
      onMore={showMore}
      caption={t('caption.bonuses')}
      columns={[
        { label: t('columns.bonus') },
        { label: t('columns.type') },
        { label: t('columns.status') },
        { label: t('columns.amount'), numeric: true },
        { label: t('columns.wagering') },
        { label: t('columns.expires') },
      ]}
      emptyTitle={t('empty.bonuses.title')}
      emptyText={t('empty.bonuses.text')}
      errorText={errorText}
      renderPage={(index) => <BonusesPage key={index} index={index} errorText={errorText} />}
    />
  );
}
