import { Link } from 'react-router';
import { useJackpotsGetQuery } from '@/api/jackpots/jackpots-api';
import { selectDataLoadingOrError } from '@/api/select-result';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { JackpotCard } from './components/jackpot-card';
import { JACKPOT_POLL_MS } from './components/jackpot-amount';
import styles from './components/jackpots.module.css';

const TEASER_COUNT = 4;

/**
 * Home section: the biggest jackpots with live pools and a way to all of them. Hidden when there are none.
 * Its states are written out rather than through <QueryState>: the only user on the home page, it would
 * add that component's chunk to the page every visitor loads first.
 */
export function JackpotsTeaser() {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useJackpotsGetQuery(
    { locale },
    { pollingInterval: JACKPOT_POLL_MS, selectFromResult: selectDataLoadingOrError },
  );
  if (data && data.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-jackpots">
      <div className={styles.sectionHead}>
        <h2 id="home-jackpots" className={styles.sectionTitle}>{t('teaser.title')}</h2>
        <Link className={styles.textLink} to={href(locale, 'jackpots')}>{t('teaser.all')}</Link>
      </div>
      {isLoading ? <QuerySkeleton count={TEASER_COUNT} variant="card" /> : null}
      {isError && !data ? <LoadError onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className={`${styles.grid} ${styles.teaserGrid}`} aria-label={t('teaser.title')}>
          {[...data].sort((a, b) => b.amount - a.amount).slice(0, TEASER_COUNT).map((jackpot) => (
            <li key={jackpot.id}>
              <JackpotCard jackpot={jackpot} headingLevel={3} compact />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
