import { useState } from 'react';
import { useGamesGetHistoryQuery } from '@/api/games/games-history-api';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HistoryExport } from './history-export';
import styles from './game-history.module.css';

/**
 * The player's game rounds, a page at a time, and the export block when general info has
 * is_game_history_export_enabled. Not routed by itself: the profile places it.
 */
export function GameHistory({ pageSize = 10 }: { pageSize?: number }) {
  const { t } = useTranslation('history');
  const [page, setPage] = useState(0);
  const history = useGamesGetHistoryQuery({ offset: page * pageSize, count: pageSize });
  const { data: info } = useMetadataGetGeneralInfoQuery();
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / pageSize)) : 1;

  return (
    <section className={styles.root} aria-labelledby="game-history-title">
      <h2 id="game-history-title" className={styles.title}>{t('title')}</h2>
      <QueryState
        query={history}
        loading="spinner"
        error={{ message: t('error') }}
        isEmpty={(data) => data.total === 0}
        empty={{ compact: true, title: t('empty') }}
      >
        {(data) =>
          data.items.length > 0 ? (
            <>
              <table className={styles.table} aria-busy={history.isFetching || undefined}>
                <caption className="visually-hidden">{t('caption', { page: page + 1, pages })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('game')}</th>
                    <th scope="col" className={styles.numeric}>{t('bet')}</th>
                    <th scope="col" className={styles.numeric}>{t('win')}</th>
                    <th scope="col">{t('currency')}</th>
                    <th scope="col">{t('date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((round) => (
                    <tr key={round.id}>
                      <td data-label={t('game')}>{round.game.name}</td>
                      <td data-label={t('bet')} className={styles.numeric}>{formatMoney(round.bet, round.currency, { decimals: 'always' })}</td>
                      <td data-label={t('win')} className={styles.numeric} data-won={round.win > 0 || undefined}>
                        {formatMoney(round.win, round.currency, { decimals: 'always' })}
                      </td>
                      <td data-label={t('currency')}>{round.currency}</td>
                      <td data-label={t('date')}>
                        <time dateTime={round.created_at}>{formatDate(round.created_at)} {formatTime(round.created_at)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pages > 1 ? (
                <nav className={styles.pager} aria-label={t('pagination.label')}>
                  <Button variant="ghost" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                    {t('pagination.previous')}
                  </Button>
                  <span aria-live="polite">{t('pagination.page', { page: page + 1, pages })}</span>
                  <Button variant="ghost" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                    {t('pagination.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          ) : null
        }
      </QueryState>
      {info?.is_game_history_export_enabled ? <HistoryExport /> : null}
    </section>
  );
}
