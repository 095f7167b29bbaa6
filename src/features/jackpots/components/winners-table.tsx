import { useRef } from 'react';
import { Link } from 'react-router';
import { useJackpotsGetWinnersInfiniteQuery } from '@/api/jackpots/jackpots-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './winners.module.css';

interface WinnersTableProps {
  /** Only this jackpot's payouts. */
  jackpotId?: number;
  pageSize?: number;
  caption: string;
  emptyText: string;
}

/** Winners with game, player, amount and date; "show more" loads the next page. */
export function WinnersTable({ jackpotId, pageSize = 20, caption, emptyText }: WinnersTableProps) {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const query = useJackpotsGetWinnersInfiniteQuery({ jackpot_id: jackpotId, count: pageSize });
  const { data, isError, refetch } = query;
  const winners = data?.pages.flatMap((page) => page.items);
  const total = data?.pages[0]?.total ?? 0;
  const rows = useRef<HTMLTableSectionElement>(null);

  return (
    <QueryState
      query={{ data: winners, isError, refetch }}
      // As many rows as the first page, as tall as the table's: the sections below do not move when it comes.
      loading="skeleton"
      shape="row"
      count={pageSize}
      loadingClassName={styles.skeleton}
      empty={{ compact: true, title: emptyText }}
      more={{ query, label: t('winners.showMore'), count: t('winners.shown', { shown: winners?.length ?? 0, total }), items: rows }}
    >
      {(winners) => (
        <table className={`${styles.table} ${styles.stacked}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('winners.game')}</th>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col" className={styles.numeric}>{t('winners.amount')}</th>
              <th scope="col">{t('winners.date')}</th>
            </tr>
          </thead>
          <tbody ref={rows}>
            {winners.map((winner) => (
              <tr key={winner.id}>
                <td>
                  <Link to={href(locale, 'game', { sysname: winner.game.sysname })}>{winner.game.name}</Link>
                  {winner.jackpot_id !== null && jackpotId === undefined ? (
                    <span className={styles.badge}>{t('winners.jackpotWin')}</span>
                  ) : null}
                </td>
                <td>{winner.fakename}</td>
                <td className={`${styles.numeric} ${styles.amount}`}>
                  {formatMoney(winner.amount, winner.currency)}
                </td>
                <td>
                  <time dateTime={winner.created_at}>
                    {formatDate(winner.created_at)} {formatTime(winner.created_at)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}
