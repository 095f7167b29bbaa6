import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { countdownTarget, splitSeconds } from '../tournament-time';
import styles from '../tournaments.module.css';

/** "Starts in" / "Ends in" and the time left, ticking each second; nothing for a finished tournament. */
export function Countdown({ tournament, className }: { tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>; className?: string }) {
  const target = countdownTarget(tournament);
  if (!target) return null;
  return <CountdownTo kind={target.kind} at={target.at} className={className} />;
}

function CountdownTo({ kind, at, className }: { kind: 'startsIn' | 'endsIn'; at: number; className?: string }) {
  const { t } = useTranslation('tournaments');
  const left = useCountdown(at);
  const { days, time } = splitSeconds(left);
  const text = left <= 0 ? t('countdown.over') : days > 0 ? t('countdown.withDays', { days, time }) : time;
  return (
    <p className={[styles.countdown, className].filter(Boolean).join(' ')}>
      <span className={styles.label}>{t(`card.${kind}`)}</span>
      <span role="timer" className={styles.countdownValue}>{text}</span>
    </p>
  );
}
