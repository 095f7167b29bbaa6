import { useMemo } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import type { DialogName } from './dialog-contracts';
import type { OpenDialogParams } from './dialog-types';
import { type CloseDialogParams, closeAllDialogs, closeDialog, enqueueDialog, openDialog } from './dialog-thunks';
import type { CloseAllDialogsPayload } from './dialogs-slice';


/** The dialog thunks bound to the store, for components: `const { open } = useDialogs()`. */
export function useDialogs() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      open: <N extends DialogName>(params: OpenDialogParams<N>) => dispatch(openDialog(params)),
      enqueue: <N extends DialogName>(params: OpenDialogParams<N>) => dispatch(enqueueDialog(params)),
      close: <R = unknown>(params?: CloseDialogParams<R>) => dispatch(closeDialog(params)),
      closeAll: (params?: CloseAllDialogsPayload) => dispatch(closeAllDialogs(params)),
    }),
    [dispatch],
  );
}
