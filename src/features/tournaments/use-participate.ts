import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/account/use-session';
import { useTournamentsParticipateMutation } from '@/api/tournaments/tournaments-api';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';

/**
 * Joining a tournament: a visitor gets the sign-in dialog (as the header's Sign in), a player
 * joins (tournaments.participate); the tournament and its leaderboard are then read again.
 */
export function useParticipate(id: number, name: string) {
  const { t } = useTranslation('tournaments');
  const dispatch = useAppDispatch();
  const session = useSession();
  const [participate, { isLoading }] = useTournamentsParticipateMutation();

  const join = async () => {
    if (!session.isPlayer) {
      void dispatch(openDialog({ component: 'authPopup', componentProps: { mode: 'signIn' } }));
      return;
    }
    try {
      await participate(id).unwrap();
      dispatch(showToast({ kind: 'success', message: t('participate.success', { name }) }));
    } catch {
      dispatch(showToast({ kind: 'error', message: t('participate.failed') }));
    }
  };

  return { join, pending: isLoading, sessionLoading: session.status === 'loading', isPlayer: session.isPlayer };
}
