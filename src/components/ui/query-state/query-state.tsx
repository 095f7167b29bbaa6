import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadError, type LoadErrorProps } from './load-error';
import { type LoadMoreProps, WithLoadMore } from './load-more';
import { QuerySkeleton } from './query-skeleton';

/** What QueryState reads of a query: an RTK Query result has it all, and so can a few queries combined. */
export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  /** An answer arrived; with no data it means "nothing there" (shown as empty), not "still loading". */
  isSuccess?: boolean;
  refetch: () => unknown;
}

/** The loading look: a spinner, shimmering blocks of a shape, or a placeholder of the page's own. */
type LoadingLook =
  | { loading: 'spinner'; shape?: never; count?: never }
  | { loading: 'skeleton'; shape: 'card' | 'row'; count: number }
  | { loading: ReactElement; shape?: never; count?: never };

export type QueryStateProps<T> = LoadingLook & {
  query: QueryLike<T>;
  /** Screen-reader text of the spinner or skeleton, already translated; defaults to the translated "Loading". */
  loadingLabel?: string;
  /** Class of the skeleton, e.g. to set its rows' height. */
  loadingClassName?: string;
  /** Loading although the query may have answered: the page waits for something else too. */
  pending?: boolean;
  /** Texts and look of the error; the generic "Could not load" with "Try again" by default. */
  error?: Omit<LoadErrorProps, 'onRetry'>;
  /** What "Try again" does; the query's refetch by default. */
  onRetry?: () => void;
  /** A failed refresh of data already shown: 'hide' keeps the data alone, 'notice' adds the error above it. */
  errorWithData?: 'hide' | 'notice';
  /** Shown when the data is empty; without it, empty data goes to children like any other. */
  empty?: EmptyStateProps | ReactElement;
  /** Whether the data counts as empty; by default an empty list. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /**
   * A list that grows page by page: its next page's loading and failure (retried alone), the "load
   * more" button and the count, under the data. The first page's states are the query's above.
   */
  more?: LoadMoreProps;
  /** The data; `nextPage` is the next page's state when `more.stateInList` asks the list to place it. */
  children: (data: NonNullable<T>, nextPage: ReactNode) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One query's states in one place: loading (spinner or skeleton), error with retry, empty, data,
 * and for a paged list its next page (`more`).
 * Data already loaded stays on screen while it refreshes, and (by default) when a refresh fails.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, pending = false, error, errorWithData = 'hide', empty, isEmpty = isEmptyList, more, children } = props;
  const retry = props.onRetry ?? (() => void query.refetch());
  const failure = <LoadError {...error} onRetry={retry} />;
  const emptyView = isValidElement(empty) ? empty : empty ? <EmptyState {...empty} /> : null;
  const data = query.data;

  if (pending) return <QueryLoading {...props} />;
  if (data !== undefined && data !== null) {
    if (empty && isEmpty(data)) return emptyView;
    return (
      <>
        {query.isError && errorWithData === 'notice' ? failure : null}
        {more ? (
          <WithLoadMore more={more} data={data}>
            {(nextPage) => children(data, nextPage)}
          </WithLoadMore>
        ) : (
          children(data, null)
        )}
      </>
    );
  }
  if (query.isError) return failure;
  if (query.isSuccess) return emptyView;
  return <QueryLoading {...props} />;
}

function QueryLoading({ loading, shape, count, loadingLabel, loadingClassName }: LoadingLook & { loadingLabel?: string; loadingClassName?: string }) {
  if (loading === 'spinner') return <Spinner label={loadingLabel} />;
  if (loading === 'skeleton') return <QuerySkeleton count={count} variant={shape} label={loadingLabel} className={loadingClassName} />;
  return loading;
}
