import { Fragment, type ReactNode, useMemo, useRef } from 'react';
import type { ItemsPage } from '@/api/wire';
import type { NextPageLike } from '@/components/ui/query-state/load-more';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HISTORY_PAGE_SIZE, type HistoryTab } from './history-tabs';
import styles from './history.module.css';

export interface HistoryColumn {
  /** The key under `columns.` of the cashier-history namespace. */
  name: string;
  numeric?: boolean;
}

/** What the table needs of a list's pages (an RTK Query infinite query result fits). */
export interface PagesQuery<T> extends NextPageLike {
  data?: { pages: ItemsPage<T>[] };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ShowMoreTableProps<T> {
  /** Which tab's list: it names the caption, the empty view and the failure message. */
  tab: HistoryTab;
  query: PagesQuery<T>;
  columns: readonly HistoryColumn[];
  /** One item as a <tr tabIndex={-1}> (it takes the focus when "show more" brings it). */
  renderRow: (item: T) => ReactNode;
}

/** The loaded pages' items in order, each once (rows that moved to the next page while paging are not repeated). */
function loadedItems<T extends { id: number }>(pages: ItemsPage<T>[] | undefined): T[] {
  const byId = new Map<number, T>();
  for (const item of (pages ?? []).flatMap((page) => page.items)) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * A history list that grows by HISTORY_PAGE_SIZE rows per "show more": a table on wide screens,
 * a stack of cards on phones (the same markup, restyled), with loading, failure and empty views.
 */
export function ShowMoreTable<T extends { id: number }>({ tab, query, columns, renderRow }: ShowMoreTableProps<T>) {
  const { t } = useTranslation('cashier-history');
  const { data } = query;
  const items = useMemo(() => loadedItems(data?.pages), [data?.pages]);
  const rows = useRef<HTMLTableSectionElement>(null);
  const total = data?.pages.at(-1)?.total ?? 0;

  return (
    <QueryState
      query={query}
      loading="skeleton"
      shape="row"
      count={HISTORY_PAGE_SIZE}
      loadingLabel={t('loading')}
      error={{ message: t(`error.${tab}`) }}
      isEmpty={() => total === 0}
      empty={{ title: t(`empty.${tab}.title`), text: t(`empty.${tab}.text`) }}
      more={{
        query,
        label: t('showMore'),
        count: t('shown', { shown: items.length, total }),
        error: t(`error.${tab}`),
        items: rows,
        stateInList: true,
      }}
    >
      {(_data, nextPage) => (
        <table className={styles.table}>
          <caption className="visually-hidden">{t(`caption.${tab}`)}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.name} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {t(`columns.${column.name}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={rows}>
            {items.map((item) => (
              <Fragment key={item.id}>{renderRow(item)}</Fragment>
            ))}
          </tbody>
          {/* The next page's failure is a row of the table, where the rows it failed to bring would be. */}
          {nextPage ? (
            <tbody>
              <tr className={styles.stateRow}>
                <td colSpan={columns.length}>{nextPage}</td>
              </tr>
            </tbody>
          ) : null}
        </table>
      )}
    </QueryState>
  );
}
