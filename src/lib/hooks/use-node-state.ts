import { startTransition, useCallback, useState } from 'react';

/**
 * An element as state, for hooks that observe it (its box, its distance to the viewport), with the
 * ref that sets it. The ref sets it as a transition: a state update from a ref is synchronous, and
 * inside the hydration's commit it pulled every effect of the page and the next render into one
 * long task.
 */
export function useNodeState<T extends Element>(): [T | null, (node: T | null) => void] {
  const [node, setNode] = useState<T | null>(null);
  const ref = useCallback((next: T | null) => startTransition(() => setNode(next)), []);
  return [node, ref];
}
