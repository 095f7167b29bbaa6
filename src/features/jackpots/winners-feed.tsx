import { Link } from 'react-router';
import { useJackpotsGetWinnersInfiniteQuery } from '@/api/jackpots/jackpots-api';
import { selectDataOrError } from '@/api/select-result';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatMoney, formatTime, formatDate } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './components/jackpots.module.css';

const FEED_COUNT = 8;

/** Home section: the latest wins, newest first, and a way to the winners page. */
export function WinnersFeed() {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const { data, isError, refetch } = useJackpotsGetWinnersInfiniteQuery({ count: FEED_COUNT }, { selectFromResult: selectDataOrError });
  const winners = data ? (data.pages[0]?.items ?? []) : undefined;

  return (
    <section className={styles.section} aria-labelledby="home-winners">
      <div className={styles.sectionHead}>
        <h2 id="home-winners" className={styles.sectionTitle}>{t('feed.title')}</h2>
        <Link className={styles.textLink} to={href(locale, 'winners')}>{t('feed.all')}</Link>
      </div>
      <QueryState query={{ data: winners, isError, refetch }} loading="skeleton" shape="row" count={4} empty={{ compact: true, title: t('winners.empty') }}>
        {(winners) => (
          <ul className={styles.feed} aria-label={t('feed.title')}>
            {winners.map((winner) => (
              <li key={winner.id} className={styles.feedItem}>
                <span className={styles.feedAvatar} aria-hidden="true">{winner.fakename.slice(0, 1)}</span>
                <span className={styles.feedText}>
                  <span>
                    <span className={styles.feedPlayer}>{winner.fakename}</span> {t('feed.won')}{' '}
                    <span className={styles.feedAmount}>{formatMoney(winner.amount, winner.currency)}</span>
                  </span>
                  <span className={styles.feedGame}>
                    {t('feed.in')} <Link to={href(locale, 'game', { sysname: winner.game.sysname })}>{winner.game.name}</Link>
                  </span>
                </span>
                <time className={styles.feedTime} dateTime={winner.created_at}>
                  {formatDate(winner.created_at)} {formatTime(winner.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
