import { useTranslation } from '@/lib/i18n/use-translation';
import { LeaderboardBlock } from './components/leaderboard-block';
import { WinnersTable } from './components/winners-table';
import styles from './components/jackpots.module.css';

/** /winners: the winners feed with "show more", and this week's top players beside it. */
export function WinnersPage() {
  const { t } = useTranslation('jackpots');
  return (
    <div className={styles.page}>
      <title>{t('meta.winners')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('winners.title')}</h1>
        <p className={styles.lead}>{t('winners.lead')}</p>
      </header>
      <div className={styles.winnersLayout}>
        <section aria-labelledby="winners-latest" className={styles.section}>
          <h2 id="winners-latest" className={styles.sectionTitle}>{t('winners.tableCaption')}</h2>
          <WinnersTable caption={t('winners.tableCaption')} emptyText={t('winners.empty')} />
        </section>
        <LeaderboardBlock />
      </div>
    </div>
  );
}
