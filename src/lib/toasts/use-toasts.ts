import { useMemo } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { dismissToast, showToast, type ShowToastParams } from './toast-thunks';


/** The toast thunks bound to the store: `const { show } = useToasts(); show({ kind: 'success', messageKey })`. */
export function useToasts() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      show: (params: ShowToastParams) => dispatch(showToast(params)),
      dismiss: (id: string) => dispatch(dismissToast(id)),
    }),
    [dispatch],
  );
}
