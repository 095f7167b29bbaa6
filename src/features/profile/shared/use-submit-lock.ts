import { useCallback, useRef } from 'react';

/**
 * One request per press: while a call runs every further submit is ignored (a double click, Enter
 * pressed twice), even before the disabled button has rendered.
 */
export function useSubmitLock() {
  const locked = useRef(false);
  return useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (locked.current) return undefined;
    locked.current = true;
    try {
      return await task();
    } finally {
      locked.current = false;
    }
  }, []);
}
