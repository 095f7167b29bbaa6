import { useCallback, useRef, useState } from 'react';

/**
 * A submit is never sent twice: while a call runs every further submit is ignored, and after a
 * success (task answers true) the form stays locked until it unmounts, since it is on its way out.
 */
export function useSubmitLock() {
  const locked = useRef(false);
  const [finished, setFinished] = useState(false);
  const run = useCallback(async (task: () => Promise<boolean>) => {
    if (locked.current) return;
    locked.current = true;
    let done = false;
    try {
      done = await task();
    } finally {
      if (done) setFinished(true);
      else locked.current = false;
    }
  }, []);
  return { run, finished };
}
