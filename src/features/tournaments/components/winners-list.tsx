import type { Tournament } from '@/api/tournaments/tournaments.types';
import { formatAmount, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../tournaments.module.css';

/** The podium of a finished tournament. */
export function WinnersList({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  if (tournament.winners.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="tournament-winners">
      <h2 id="tournament-winners" className={styles.sectionTitle}>{t('detail.winners')}</h2>
      <ol className={styles.winners} aria-labelledby="tournament-winners">
        {tournament.winners.map((winner) => (
          <li key={winner.place} className={styles.winner} data-place={winner.place}>
            <span className={styles.place}>{winner.place}</span>
            <span className={styles.player}>{winner.fakename}</span>
            <span className={styles.muted}>{t('leaderboard.points')}: {formatAmount(winner.points)}</span>
            <span className={styles.money}>{winner.prize === null ? '—' : formatMoney(winner.prize, tournament.currency)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
