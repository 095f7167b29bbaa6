import { useSession } from '@/api/account/use-session';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { formatAmount } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../tournaments.module.css';

/** The signed-in player's part in a tournament (place and points, or not joined); nothing for a visitor. */
export function ParticipationState({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const { isPlayer } = useSession();
  const info = tournament.user_info;
  if (!isPlayer || !info) return null;
  // `count` picks the form of the word for points (1 point, 2 points; Russian has three).
  const values = { place: info.place ?? '—', points: formatAmount(info.points), count: info.points };
  let text: string;
  if (info.is_participant) text = t(tournament.status === 'finished' ? 'state.finished' : 'state.joined', values);
  else text = t(tournament.status === 'finished' ? 'state.missed' : 'state.notJoined');
  return (
    <p className={styles.state} data-joined={info.is_participant || undefined}>
      {text}
    </p>
  );
}
