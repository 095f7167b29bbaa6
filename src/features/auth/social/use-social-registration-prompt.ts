import { useEffect, useRef } from 'react';
import { useSession } from '@/api/account/use-session';
import { closeDialog, openDialog } from '@/lib/dialogs/dialog-thunks';
import { useAppDispatch } from '@/store/hooks';

/**
 * SPEC §2, §6: a signed-in account whose registration is not completed gets the non-closable
 * social-registration popup; it goes away by itself once the account is complete or signed out.
 */
export function useSocialRegistrationPrompt(): void {
  const dispatch = useAppDispatch();
  const { account, isPlayer } = useSession();
  const openId = useRef<string | null>(null);
  const incomplete = isPlayer && account?.is_registration_completed === false;

  useEffect(() => {
    if (incomplete && openId.current === null) {
      const handle = dispatch(openDialog({ component: 'socialRegistration', dialogProps: { preventClose: true } }));
      openId.current = handle.id;
      void handle.then(() => {
        if (openId.current === handle.id) openId.current = null;
      });
    } else if (!incomplete && openId.current !== null) {
      dispatch(closeDialog({ id: openId.current, force: true }));
      openId.current = null;
    }
  }, [incomplete, dispatch]);
}
