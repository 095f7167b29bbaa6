import { useEffect } from 'react';

/** Shows `title` in the browser tab while the page is mounted, then puts the old one back. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
