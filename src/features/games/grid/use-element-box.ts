import { useMemo, useSyncExternalStore } from 'react';

export interface ElementBox {
  /** Content width, px (0 before layout and under jsdom). */
  width: number;
  /** Distance from the top of the document, px: the window virtualizer's scroll margin. */
  top: number;
}

const EMPTY = '0:0';

function read(node: HTMLElement): string {
  const rect = node.getBoundingClientRect();
  return `${Math.round(node.clientWidth)}:${Math.round(rect.top + window.scrollY)}`;
}

/**
 * A store over one element's box. The layout is read only when something resized (never during a
 * render, which runs on every scroll frame of the grid), and a string snapshot keeps renders to
 * real changes.
 */
function boxStore(node: HTMLElement | null) {
  let value: string | null = null;
  return {
    subscribe: (onChange: () => void) => {
      if (!node) return () => {};
      const update = () => {
        const next = read(node);
        if (next === value) return;
        value = next;
        onChange();
      };
      window.addEventListener('resize', update);
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      observer?.observe(node);
      // Content above the grid (filters wrapping to a new line) moves it without resizing it.
      if (node.parentElement) observer?.observe(node.parentElement);
      observer?.observe(document.body);
      return () => {
        window.removeEventListener('resize', update);
        observer?.disconnect();
      };
    },
    getSnapshot: () => {
      if (!node) return EMPTY;
      value ??= read(node);
      return value;
    },
  };
}

/** Width and document offset of `node`, updated when it or the page around it resizes. */
export function useElementBox(node: HTMLElement | null): ElementBox {
  const store = useMemo(() => boxStore(node), [node]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  const [width, top] = snapshot.split(':').map(Number);
  return { width, top };
}
