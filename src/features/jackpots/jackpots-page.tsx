import { Link } from 'react-router';
import { useJackpotsGetQuery } from '@/api/jackpots/jackpots-api';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { JackpotCard } from './components/jackpot-card';
import { JACKPOT_POLL_MS } from './components/jackpot-amount';
import styles from './components/jackpots.module.css';

/** /jackpots: every running jackpot with its live pool. */
export function JackpotsPage() {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useJackpotsGetQuery({ locale }, { pollingInterval: JACKPOT_POLL_MS });

  return (
    <div className={styles.page}>
      <title>{t('meta.jackpots')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('list.title')}</h1>
        <p className={styles.lead}>{t('list.lead')}</p>
        <Link className={styles.textLink} to={href(locale, 'winners')}>{t('list.winnersLink')}</Link>
      </header>
      {isLoading ? <QuerySkeleton count={4} variant="card" /> : null}
      {isError && !data ? <LoadError onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? <EmptyState compact title={t('list.empty')} /> : null}
      {data && data.length > 0 ? (
        <ul className={styles.grid} aria-label={t('list.title')}>
          {data.map((jackpot) => (
            <li key={jackpot.id}>
              <JackpotCard jackpot={jackpot} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
