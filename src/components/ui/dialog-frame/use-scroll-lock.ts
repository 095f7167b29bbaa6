import { useEffect } from 'react';

/** The class of reset.css that stops the page behind a dialog from scrolling. */
export const SCROLL_LOCK_CLASS = 'scroll-locked';

/** Adds the scroll-lock class to <body> while `locked`. One owner (the dialog host) is expected. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, [locked]);
}
