import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard where the player is when "show more" loads rows: on the first new row once it
 * arrives, on the retry button when the page fails (the "show more" button is gone then).
 * `loaded` is how many rows are on screen, `failed` whether the next page failed.
 */
export function useShowMoreFocus(loaded: number, failed: boolean, fetchNextPage: () => unknown) {
  const rows = useRef<HTMLTableSectionElement>(null);
  const retry = useRef<HTMLTableSectionElement>(null);
  /** The index of the first row the pending "show more" adds; null when none is pending. */
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loaded <= index) return;
    firstNew.current = null;
    rows.current?.rows[index]?.focus();
  }, [loaded]);

  useEffect(() => {
    if (!failed || firstNew.current === null) return;
    firstNew.current = null;
    retry.current?.querySelector<HTMLElement>('button')?.focus();
  }, [failed]);

  const showMore = useCallback(() => {
    firstNew.current = loaded;
    void fetchNextPage();
  }, [loaded, fetchNextPage]);

  return { rows, retry, showMore };
}
