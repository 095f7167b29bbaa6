import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import type { PageQuery } from './page-query';
import styles from './history.module.css';

interface PageRowsProps<T> {
  query: PageQuery<T>;
  columnCount: number;
  /** A page added by "show more": its first row takes the focus once it arrives. */
  focusOnLoad: boolean;
  /** What failed, for the retry message. */
  errorText: string;
  renderRow: (item: T) => ReactNode;
}

/** One page of a history table: its rows, or a loading row, or a failure with retry. */
export function PageRows<T>({ query, columnCount, focusOnLoad, errorText, renderRow }: PageRowsProps<T>) {
  const { t } = useTranslation('cashier-history');
  const body = useRef<HTMLTableSectionElement>(null);
  const focused = useRef(false);
  const { data } = query;

  useEffect(() => {
    if (!focusOnLoad || focused.current || !data) return;
    focused.current = true;
    body.current?.querySelector<HTMLElement>('tr')?.focus();
  }, [focusOnLoad, data]);

  if (data) return <tbody ref={body}>{data.items.map(renderRow)}</tbody>;
  return (
    <tbody>
      <tr className={styles.stateRow}>
        <td colSpan={columnCount}>
          {query.isError ? (
            <LoadError message={errorText} onRetry={() => void query.refetch()} />
          ) : (
            <QuerySkeleton count={2} variant="row" label={t('loadingMore')} />
          )}
        </td>
      </tr>
    </tbody>
  );
}
