import { useState } from 'react';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';

/**
 * Runs one write for an item at a time: `busyId` names the item while it runs; a success toast
 * (messageKey in the bonuses namespace) when it worked, an error toast when it did not.
 */
export function useRunWrite() {
  const dispatch = useAppDispatch();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, write: () => Promise<unknown>, doneKey: string, values: Record<string, string> = {}) => {
    setBusyId(id);
    try {
      await write();
      dispatch(showToast({ kind: 'success', messageKey: `bonuses:${doneKey}`, values }));
    } catch {
      dispatch(showToast({ kind: 'error', messageKey: 'bonuses:toasts.failed' }));
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
