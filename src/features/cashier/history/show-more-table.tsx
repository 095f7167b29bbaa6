import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { HISTORY_PAGE_SIZE } from './history-tabs';
import type { PageQuery } from './page-query';
import styles from './history.module.css';

export interface HistoryColumn {
  label: string;
  numeric?: boolean;
}

interface ShowMoreTableProps {
  /** The first page: its total decides "show more", its state the loading, error and empty views. */
  first: PageQuery<unknown>;
  /** The newest page (the same query as `first` while there is one page). */
  last: PageQuery<unknown>;
  pages: number;
  onMore: () => void;
  caption: string;
  columns: readonly HistoryColumn[];
  emptyTitle: string;
  emptyText: string;
  errorText: string;
  /** The rows of page `index` (a <tbody>; see PageRows). */
  renderPage: (index: number) => ReactNode;
}

/**
 * A history list that grows by HISTORY_PAGE_SIZE rows per "show more": a table on wide screens,
 * a stack of cards on phones (the same markup, restyled), with loading, failure and empty views.
 */
export function ShowMoreTable(props: ShowMoreTableProps) {
  const { first, last, pages, onMore, caption, columns, renderPage } = props;
  const { t } = useTranslation('cashier-history');

  if (first.isLoading) return <QuerySkeleton count={HISTORY_PAGE_SIZE} variant="row" label={t('loading')} />;
  if (!first.data) {
    if (first.isError) return <LoadError message={props.errorText} onRetry={() => void first.refetch()} />;
    return <QuerySkeleton count={HISTORY_PAGE_SIZE} variant="row" label={t('loading')} />;
  }
  const { total } = first.data;
  if (total === 0) return <EmptyState title={props.emptyTitle} text={props.emptyText} />;

  const pageCount = Math.min(pages, Math.ceil(total / HISTORY_PAGE_SIZE));
  // The newest page not here yet: still loading (the button spins) or failed (its row offers a retry).
  const lastMissing = pageCount > 1 && !last.data;
  const loadingMore = lastMissing && !last.isError;
  const shown = Math.min((lastMissing ? pageCount - 1 : pageCount) * HISTORY_PAGE_SIZE, total);
  const hasMore = !lastMissing && pageCount * HISTORY_PAGE_SIZE < total;

  return (
    <div className={styles.list}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {Array.from({ length: pageCount }, (_, index) => renderPage(index))}
      </table>
      <div className={styles.more}>
        <p className={styles.count} aria-live="polite">
          {t('shown', { shown, total })}
        </p>
        {hasMore || loadingMore ? (
          <Button variant="ghost" loading={loadingMore} onClick={onMore}>
            {t('showMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
