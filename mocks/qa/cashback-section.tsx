import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import { newCashbackForSession } from '../bonuses/bonus-tables';
import styles from './qa-panel.module.css';
import { QaSection } from './qa-section';

/**
 * Makes a new active cashback appear for the signed-in player (as mock_cashback=new does): the
 * cashback page shows it when it next loads, and the unseen-cashback popup at the next sign-in.
 */
export function CashbackSection() {
  const { t } = useTranslation('qa');
  const [status, setStatus] = useState('');
  if (!sessionAccount()) return null;

  const add = () => {
    const row = newCashbackForSession();
    setStatus(row ? t('cashback.done', { id: row.id, amount: row.amount }) : t('cashback.signedOut'));
  };

  return (
    <QaSection title={t('cashback.title')} status={status}>
      {(statusId) => (
        <button type="button" className={styles.button} aria-describedby={statusId} onClick={add}>
          {t('cashback.add')}
        </button>
      )}
    </QaSection>
  );
}
