import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useAppDispatch } from '@/store/hooks';

/** Opens the auth popup (as the header's "Sign in" and "Sign up" do) on the given face. */
export function useOpenAuth(): (mode: 'signIn' | 'signUp') => void {
  const dispatch = useAppDispatch();
  return (mode) => {
    void dispatch(openDialog({ component: 'authPopup', componentProps: { mode } }));
  };
}
