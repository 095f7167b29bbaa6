import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import styles from './qa-panel.module.css';
import { addLoyaltyPoints, queueLoyaltyNotice } from '../scenarios';
import { QaSection } from './qa-section';

/**
 * Loyalty switches for the signed-in player (as mock_loyalty_points and mock_loyalty_notice do): add
 * points, or queue a credit or failure notice that shows as a toast after the next click.
 */
export function LoyaltySection() {
  const { t } = useTranslation('qa');
  const [status, setStatus] = useState('');
  if (!sessionAccount()) return null;

  const add = () => setStatus(addLoyaltyPoints(5000) ? t('loyalty.pointsDone', { points: 5000 }) : t('loyalty.signedOut'));
  const notice = (type: 'credit' | 'other') => setStatus(queueLoyaltyNotice(type) ? t('loyalty.noticeDone') : t('loyalty.signedOut'));

  return (
    <QaSection title={t('loyalty.title')} status={status}>
      {(statusId) => (
        <>
          <button type="button" className={styles.button} aria-describedby={statusId} onClick={add}>
            {t('loyalty.addPoints', { points: 5000 })}
          </button>
          <button type="button" className={styles.button} aria-describedby={statusId} onClick={() => notice('credit')}>
            {t('loyalty.credit')}
          </button>
          <button type="button" className={styles.button} aria-describedby={statusId} onClick={() => notice('other')}>
            {t('loyalty.other')}
          </button>
        </>
      )}
    </QaSection>
  );
}
