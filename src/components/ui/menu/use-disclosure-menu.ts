import { type RefObject, useEffect, useRef } from 'react';

/**
 * Behaviour of a header disclosure menu while it is open: focus moves to the first item matching
 * `focusSelector`, a pointer outside closes it, Escape closes it and returns focus to the button.
 */
export function useDisclosureMenu(open: boolean, close: () => void, focusSelector = 'a') {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(close);

  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>(focusSelector)?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, focusSelector]);

  return { rootRef: rootRef as RefObject<HTMLDivElement>, buttonRef: buttonRef as RefObject<HTMLButtonElement> };
}
