import { useLeaderboardGetQuery } from '@/api/leaderboard/leaderboard-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatAmount, formatDate, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './winners.module.css';

/** How many places the block shows (and its skeleton stands in for). */
const LEADERS = 10;

/** leaderboard.get: this period's top players by points, with their prizes. */
export function LeaderboardBlock() {
  const { t } = useTranslation('jackpots');
  const leaderboard = useLeaderboardGetQuery({ count: LEADERS });

  return (
    <section className={styles.leaderboard} aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className={styles.blockTitle}>{t('leaderboard.title')}</h2>
      {leaderboard.data ? (
        <p className={styles.count}>
          {t('leaderboard.period', { from: formatDate(leaderboard.data.period_start), to: formatDate(leaderboard.data.period_end) })}
        </p>
      ) : null}
      <QueryState
        query={leaderboard}
        loading="skeleton"
        shape="row"
        count={LEADERS}
        isEmpty={(data) => data.items.length === 0}
        empty={{ compact: true, title: t('leaderboard.empty') }}
      >
        {(data) => (
          <table className={`${styles.table} ${styles.compact}`}>
            <caption className="visually-hidden">{t('leaderboard.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.place')}</th>
                <th scope="col">{t('leaderboard.player')}</th>
                <th scope="col" className={styles.numeric}>{t('leaderboard.points')}</th>
                <th scope="col" className={styles.numeric}>{t('leaderboard.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.place}>
                  <td>
                    <span className={styles.place} data-top={entry.place <= 3 || undefined}>{entry.place}</span>
                  </td>
                  <td>{entry.fakename}</td>
                  <td className={styles.numeric}>{formatAmount(entry.points)}</td>
                  <td className={`${styles.numeric} ${styles.amount}`}>
                    {entry.prize === null ? '—' : formatMoney(entry.prize, entry.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
