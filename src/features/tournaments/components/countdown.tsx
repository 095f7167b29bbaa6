import { useEffect } from 'react';
import { tournamentsApi } from '@/api/tournaments/tournaments-api';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { durationParts, formatDuration } from '@/lib/format/duration';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { countdownTarget } from '../tournament-time';
import styles from '../tournaments.module.css';

/**
 * "Starts in" / "Ends in" and the time left, ticking each second; nothing for a finished tournament.
 * At zero the tournament (and the list) is read again, so it moves on to running or finished.
 */
export function Countdown({ tournament, className }: { tournament: Pick<Tournament, 'id' | 'status' | 'start_at' | 'end_at'>; className?: string }) {
  const target = countdownTarget(tournament);
  if (!target) return null;
  return <CountdownTo id={tournament.id} kind={target.kind} at={target.at} className={className} />;
}

function CountdownTo({ id, kind, at, className }: { id: number; kind: 'startsIn' | 'endsIn'; at: number; className?: string }) {
  const { t } = useTranslation('tournaments');
  const dispatch = useAppDispatch();
  const left = useCountdown(at);
  const over = left <= 0;
  useEffect(() => {
    if (over) dispatch(tournamentsApi.util.invalidateTags([{ type: 'Tournaments', id: 'LIST' }, { type: 'Tournaments', id }]));
  }, [over, id, dispatch]);
  const { days } = durationParts(left);
  const time = formatDuration(left, 'hh:mm:ss');
  const text = over ? t('countdown.over') : days > 0 ? t('countdown.withDays', { days, time }) : time;
  return (
    <p className={[styles.countdown, className].filter(Boolean).join(' ')}>
      <span className={styles.label}>{t(`card.${kind}`)}</span>
      <span role="timer" className={styles.countdownValue}>{text}</span>
    </p>
  );
}
