import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAccount } from '../db/accounts';
import styles from '../qa-panel.module.css';
import { addLoyaltyPoints, queueLoyaltyNotice } from '../scenarios';

/**
 * Loyalty switches for the signed-in player (as mock_loyalty_points and mock_loyalty_notice do): add
 * points, or queue a credit or failure notice that shows as a toast after the next click.
 */
export function LoyaltySection() {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), status: useId() };
  const [status, setStatus] = useState('');
  if (!sessionAccount()) return null;

  const add = () => setStatus(addLoyaltyPoints(5000) ? t('loyalty.pointsDone', { points: 5000 }) : t('loyalty.signedOut'));
  const notice = (type: 'credit' | 'other') => setStatus(queueLoyaltyNotice(type) ? t('loyalty.noticeDone') : t('loyalty.signedOut'));

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('loyalty.title')}
      </h3>
      <button type="button" className={styles.button} aria-describedby={ids.status} onClick={add}>
        {t('loyalty.addPoints', { points: 5000 })}
      </button>
      <button type="button" className={styles.button} aria-describedby={ids.status} onClick={() => notice('credit')}>
        {t('loyalty.credit')}
      </button>
      <button type="button" className={styles.button} aria-describedby={ids.status} onClick={() => notice('other')}>
        {t('loyalty.other')}
      </button>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
