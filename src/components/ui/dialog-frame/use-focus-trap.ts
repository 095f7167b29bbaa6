import { type RefObject, useEffect, useState } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && el.tabIndex >= 0,
  );
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focus moves in when it becomes active,
 * Tab and Shift+Tab wrap around, and on unmount focus goes back to the element that had it
 * before (the opener). The container needs tabIndex={-1} so it can hold focus itself.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  // Read during the first render, before any child (e.g. an autoFocus input) can take focus.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    if (!root.contains(document.activeElement)) root.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !root) return;
      const items = focusablesIn(root);
      const current = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const outside = !root.contains(current);
      if (event.shiftKey && (outside || current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
