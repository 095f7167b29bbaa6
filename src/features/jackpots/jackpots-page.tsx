import { Link } from 'react-router';
import { useJackpotsGetQuery } from '@/api/jackpots/jackpots-api';
import { QueryState } from '@/components/ui/query-state/query-state';
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
  const jackpots = useJackpotsGetQuery({ locale }, { pollingInterval: JACKPOT_POLL_MS });

  return (
    <div className={styles.page}>
      <title>{t('meta.jackpots')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('list.title')}</h1>
        <p className={styles.lead}>{t('list.lead')}</p>
        <Link className={styles.textLink} to={href(locale, 'winners')}>{t('list.winnersLink')}</Link>
      </header>
      <QueryState query={jackpots} loading="skeleton" shape="card" count={4} empty={{ compact: true, title: t('list.empty') }}>
        {(data) => (
          <ul className={styles.grid} aria-label={t('list.title')}>
            {data.map((jackpot) => (
              <li key={jackpot.id}>
                <JackpotCard jackpot={jackpot} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
