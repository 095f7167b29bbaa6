import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '../button/button';
import { LoadError } from './load-error';
import styles from './load-more.module.css';

/** What a growing list tells of its next page: an RTK Query infinite-query result has it all. */
export interface NextPageLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Asks for the next page; it is also the retry of a failed one (the pages shown are not asked again). */
  fetchNextPage: () => unknown;
}

/** The "more" of a list: its next page's loading and failure, the "load more" button and the count. */
export interface LoadMoreProps {
  query: NextPageLike;
  /** The button's text ("Show more"), already translated. Without it, no button: the list asks for pages itself as it scrolls. */
  label?: string;
  /** "Showing 8 of 20", already translated; announced politely as it changes. */
  count?: string;
  /** What failed, already translated; the generic "Could not load. Try again." by default. */
  error?: string;
  /** The element whose children are the items: after "load more" the first new one (or its first control) takes the focus. */
  items?: RefObject<HTMLElement | null>;
  /**
   * The list places the next page's failure itself (the second argument of QueryState's children),
   * e.g. as a row of its table where the rows would have come; otherwise it stands in the line under the list.
   */
  stateInList?: boolean;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';

/**
 * Keeps the keyboard where the player is when "load more" brings a page: on the first new item
 * once it arrives, on the retry button when the page fails (the "load more" button is gone then).
 * `data` is the list shown; it changes when a page arrives.
 */
function useLoadMore({ query, items }: LoadMoreProps, data: unknown) {
  const state = useRef<HTMLDivElement>(null);
  /** The index of the first item the pending "load more" adds; null when none is pending. */
  const firstNew = useRef<number | null>(null);
  const failed = query.isFetchNextPageError;
  const { fetchNextPage } = query;

  useEffect(() => {
    const index = firstNew.current;
    const item = index === null ? undefined : items?.current?.children[index];
    if (!item) return;
    firstNew.current = null;
    const target = item.matches(FOCUSABLE) ? item : item.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  }, [data, items]);

  useEffect(() => {
    if (!failed || firstNew.current === null) return;
    firstNew.current = null;
    state.current?.querySelector('button')?.focus();
  }, [failed]);

  const loadMore = () => {
    firstNew.current = items?.current?.children.length ?? null;
    void fetchNextPage();
  };

  return { state, loadMore };
}

/**
 * The list with its "more" under it: `children` gets the next page's failure when the list places it
 * itself. QueryState renders it for data; a list without QueryState (the hall's virtual grid) uses it alone.
 */
export function WithLoadMore({ more, data, children }: { more: LoadMoreProps; data: unknown; children: (nextPage: ReactNode) => ReactNode }) {
  const { t } = useTranslation('ui');
  const { state, loadMore } = useLoadMore(more, data);
  const { query, label, count, error, stateInList = false, className } = more;
  const failure = query.isFetchNextPageError ? (
    <div ref={state} className={styles.state}>
      <LoadError message={error} onRetry={loadMore} />
    </div>
  ) : null;
  const button = Boolean(label) && query.hasNextPage && !query.isFetchNextPageError;
  // A list that loads as it scrolls shows rows for the page to come; a button shows its spinner, this says it.
  const loading = Boolean(label) && query.isFetchingNextPage && !query.isFetchNextPageError;
  const footer = count || (failure && !stateInList) || button || loading;
  return (
    <div className={[styles.list, className].filter(Boolean).join(' ')}>
      {children(stateInList ? failure : null)}
      {footer ? (
        <div className={styles.more}>
          {count ? (
            <p className={styles.count} aria-live="polite">
              {count}
            </p>
          ) : null}
          {stateInList ? null : failure}
          {loading ? (
            <span role="status" className="visually-hidden">
              {t('queryState.loadingMore')}
            </span>
          ) : null}
          {button ? (
            <Button variant="ghost" loading={query.isFetchingNextPage} onClick={loadMore}>
              {label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
