import { Link } from 'react-router';
import { useLoyaltyGetInfoQuery } from '@/api/loyalty/loyalty-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { LevelsList } from './components/levels-list';
import { StatusCard } from './components/status-card';
import styles from './loyalty.module.css';

/** /profile/loyalty: the player's own standing inside the profile layout (a protected route). */
export function ProfileLoyaltyPage() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const info = useLoyaltyGetInfoQuery({ locale });
  return (
    <div className={styles.page}>
      <title>{t('meta.profile')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('profile.title')}</h1>
        <p className={styles.lead}>{t('profile.lead')}</p>
        <div className={styles.links}>
          <Link className={styles.textLink} to={href(locale, 'loyalty')}>{t('profile.toProgramme')} →</Link>
        </div>
      </header>
      <QueryState query={info} loading="skeleton" shape="row" count={1} loadingLabel={t('status.loading')}>
        {(data) => (
          <>
            <StatusCard info={data} />
            <section className={styles.section} aria-labelledby="profile-loyalty-levels">
              <h2 id="profile-loyalty-levels" className={styles.sectionTitle}>{t('levels.title')}</h2>
              <LevelsList levels={data.levels} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
