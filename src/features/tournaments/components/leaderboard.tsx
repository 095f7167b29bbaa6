import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useLeaderboardGetQuery } from '@/api/leaderboard/leaderboard-api';
import type { LeaderboardEntry } from '@/api/leaderboard/leaderboard.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatAmount, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../tournaments.module.css';

/** The most entries the page asks for (SPEC: leaderboards of up to 1,000 players). */
export const LEADERBOARD_SIZE = 1_000;
/** Row height in px; the scroll box shows about ten rows. */
const ROW_HEIGHT = 44;
const VIEWPORT_HEIGHT = 440;

function Row({ entry, me, label, rowIndex, style }: { entry: LeaderboardEntry; me: boolean; label: string; rowIndex: number; style?: React.CSSProperties }) {
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.boardRow} data-me={me || undefined} data-top={entry.place <= 3 || undefined} style={style}>
      <span role="cell"><span className={styles.place}>{entry.place}</span></span>
      <span role="cell" className={styles.player}>
        {entry.fakename}
        {me ? <span className={styles.youTag}>{label}</span> : null}
      </span>
      <span role="cell" className={styles.numeric}>{formatAmount(entry.points)}</span>
      <span role="cell" className={`${styles.numeric} ${styles.money}`}>{entry.prize === null ? '—' : formatMoney(entry.prize, entry.currency)}</span>
    </div>
  );
}

/**
 * A tournament's leaderboard (leaderboard.get with tournament_id): place, player, points, prize.
 * Up to 1,000 rows in a scroll box that renders only the rows in view (@tanstack/react-virtual).
 * The signed-in player's own entry is pinned above the list and highlighted in it.
 */
export function Leaderboard({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation('tournaments');
  const leaderboard = useLeaderboardGetQuery({ tournament_id: tournamentId, count: LEADERBOARD_SIZE });
  const { data } = leaderboard;
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = data?.items ?? [];
  // The compiler skips this component: the virtualizer's answers change with every scroll and must not be memoized.
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing of it is passed to memoized children
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: VIEWPORT_HEIGHT },
  });
  const user = data?.user ?? null;

  return (
    <section className={styles.section} aria-labelledby="tournament-leaderboard">
      <div className={styles.sectionHead}>
        <h2 id="tournament-leaderboard" className={styles.sectionTitle}>{t('leaderboard.title')}</h2>
        {data ? <p className={styles.muted}>{t('leaderboard.players', { players: formatAmount(data.total ?? items.length) })}</p> : null}
      </div>
      <QueryState
        query={leaderboard}
        loading="skeleton"
        shape="row"
        count={6}
        isEmpty={() => items.length === 0}
        empty={{ compact: true, title: t('leaderboard.empty') }}
      >
        {(data) => (
          <div role="table" className={styles.board} aria-label={t('leaderboard.title')} aria-rowcount={(data.total ?? items.length) + 1}>
            <div role="rowgroup">
              <div role="row" aria-rowindex={1} className={`${styles.boardRow} ${styles.boardHead}`}>
                <span role="columnheader">{t('leaderboard.place')}</span>
                <span role="columnheader">{t('leaderboard.player')}</span>
                <span role="columnheader" className={styles.numeric}>{t('leaderboard.points')}</span>
                <span role="columnheader" className={styles.numeric}>{t('leaderboard.prize')}</span>
              </div>
            </div>
            {user ? (
              <div role="rowgroup" aria-label={t('leaderboard.yourPlace')} className={styles.pinned}>
                <Row entry={user} me label={t('leaderboard.you')} rowIndex={user.place + 1} />
              </div>
            ) : null}
            <div ref={scrollRef} role="rowgroup" tabIndex={0} aria-label={t('leaderboard.title')} className={styles.boardScroll} style={{ maxHeight: VIEWPORT_HEIGHT }}>
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((row) => {
                  const entry = items[row.index];
                  return (
                    <Row
                      key={entry.place}
                      entry={entry}
                      me={user?.place === entry.place}
                      label={t('leaderboard.you')}
                      rowIndex={entry.place + 1}
                      style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                    />
                  );
                })}
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
