import { useEffect } from 'react';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import type { FlowState } from './use-sumsub-flow';

/** The review's answer as a toast, wherever the flow runs (page or dialog). */
export function useReviewToasts(state: FlowState): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (state === 'approved') dispatch(showToast({ kind: 'success', messageKey: 'verification:toasts.approved' }));
    if (state === 'rejected') dispatch(showToast({ kind: 'error', messageKey: 'verification:toasts.rejected' }));
  }, [state, dispatch]);
}
