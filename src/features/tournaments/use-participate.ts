import { asApiError } from '@/api/errors';
import { useSession } from '@/api/account/use-session';
import { useTournamentsParticipateMutation } from '@/api/tournaments/tournaments-api';
import { isUnclearOutcome } from '@/api/write-outcome';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';

/** The server's reasons for refusing a join (error_data.tournament_id[0]) that have their own text. */
const JOIN_ERRORS = ['NOT_FOUND', 'FINISHED', 'CURRENCY'] as const;

/**
 * The message of a refused join: the reason in error_data.tournament_id[0] when it has a text, the
 * server's error type when it does (e.g. UserNeedConfirmContact), else the general failure.
 */
export function participateErrorKey(error: unknown): string {
  const { name, data } = asApiError(error);
  const code = (data as { tournament_id?: unknown[] } | null | undefined)?.tournament_id?.[0];
  if (typeof code === 'string' && (JOIN_ERRORS as readonly string[]).includes(code)) return `participate.errors.${code}`;
  if (name === 'UserNeedConfirmContact' || name === 'UserNeedDeposit' || name === 'UserNeedProfileData') return `participate.errors.${name}`;
  return 'participate.failed';
}

/**
 * Joining a tournament: a visitor gets the sign-in dialog (as the header's Sign in), a player
 * joins (tournaments.participate), one request per press (usePressLock); the tournament and its
 * leaderboard are then read again. Only the answer 1 is a join; without a clear answer (none, a
 * 5xx, or an answer other than 1) the join may have happened: the player is sent to the tournament
 * page, which is read again, instead of being asked to try again.
 */
export function useParticipate(id: number, name: string) {
  const { t } = useTranslation('tournaments');
  const dispatch = useAppDispatch();
  const session = useSession();
  const [participate] = useTournamentsParticipateMutation();
  const lock = usePressLock<number>();

  const send = async () => {
    try {
      // SPEC §7: 1 means success; any other answer leaves the join unclear, so the player is sent to
      // the tournament page (read again by the mutation) rather than asked to try again.
      const answer: unknown = await participate(id).unwrap();
      if (answer === 1) dispatch(showToast({ kind: 'success', message: t('participate.success', { name }) }));
      else dispatch(showToast({ kind: 'error', message: t('participate.uncertain') }));
    } catch (error) {
      dispatch(showToast({ kind: 'error', message: t(isUnclearOutcome(error) ? 'participate.uncertain' : participateErrorKey(error)) }));
    }
  };

  const join = () => {
    if (!session.isPlayer) {
      void dispatch(openSignIn());
      return;
    }
    void lock.run(id, send);
  };

  return { join, pending: lock.isBusy(id), sessionLoading: session.status === 'loading', isPlayer: session.isPlayer };
}
