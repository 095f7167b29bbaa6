import { useState } from 'react';

/** What a tab's table needs from one page's query (an RTK Query hook result fits). */
export interface PageQuery<T> {
  data?: { items: T[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** How many pages a tab shows; "show more" adds one. A tab remounts (and starts at one page) when it changes. */
export function useShownPages(): { pages: number; showMore: () => void } {
  const [pages, setPages] = useState(1);
  return { pages, showMore: () => setPages((count) => count + 1) };
}
