import { isUnclearOutcome } from '@/api/write-outcome';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';

/** One write of an item: an optional question first, the call, and the success toast's key and values. */
export interface ItemWrite {
  /** Asked before the call (e.g. the remove confirm); the flow ends when it resolves false. */
  confirm?: () => Promise<boolean>;
  write: () => Promise<unknown>;
  /** The success toast, in the bonuses namespace. */
  doneKey: string;
  values?: Record<string, string>;
}

/**
 * Runs the writes of a list of items (bonuses, cashbacks), each item held on its own from the press
 * until its flow ends, so a second press sends nothing and one item finishing never frees another.
 * A success toast when it worked; when no clear answer came the write may have been carried out, so
 * `uncertainKey` (bonuses namespace) sends the player to the list, which is read again; a clear
 * refusal says it did not work.
 */
export function useRunWrite(uncertainKey: string) {
  const dispatch = useAppDispatch();
  const lock = usePressLock<number>();
  const run = (id: number, { confirm, write, doneKey, values = {} }: ItemWrite) =>
    void lock.run(id, async () => {
      if (confirm && !(await confirm())) return;
      try {
        await write();
        dispatch(showToast({ kind: 'success', messageKey: `bonuses:${doneKey}`, values }));
      } catch (error) {
        dispatch(showToast({ kind: 'error', messageKey: `bonuses:${isUnclearOutcome(error) ? uncertainKey : 'toasts.failed'}` }));
      }
    });
  return { isBusy: lock.isBusy, run };
}
