import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './bonuses.module.css';
import { BettingBonuses } from './components/betting-bonuses';
import { CasinoBonuses } from './components/casino-bonuses';

/** /profile/bonuses: the player's casino and betting bonuses (drops into the profile layout later). */
export function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <title>{t('meta.bonuses')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('page.bonusesTitle')}</h1>
        <p className={styles.lead}>{t('page.bonusesLead')}</p>
        <Link className={styles.textLink} to={href(locale, 'profileCashback')}>{t('page.toCashback')}</Link>
      </header>
      <CasinoBonuses />
      <BettingBonuses />
    </div>
  );
}
