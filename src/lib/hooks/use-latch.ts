import { useState } from 'react';

/**
 * True from the first render in which `want` is true, for the rest of the component's life: what
 * is loaded on demand (a watcher, the dialog host) stays mounted once it has been needed.
 */
export function useLatch(want: boolean): boolean {
  const [on, setOn] = useState(false);
  if (want && !on) setOn(true);
  return on || want;
}
