import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAccount } from '../db/accounts';
import { newCashbackForSession } from '../db/bonus-tables';
import styles from '../qa-panel.module.css';

/**
 * Makes a new active cashback appear for the signed-in player (as mock_cashback=new does): the
 * cashback page shows it when it next loads, and the unseen-cashback popup at the next sign-in.
 */
export function CashbackSection() {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), status: useId() };
  const [status, setStatus] = useState('');
  if (!sessionAccount()) return null;

  const add = () => {
    const row = newCashbackForSession();
    setStatus(row ? t('cashback.done', { id: row.id, amount: row.amount }) : t('cashback.signedOut'));
  };

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('cashback.title')}
      </h3>
      <button type="button" className={styles.button} aria-describedby={ids.status} onClick={add}>
        {t('cashback.add')}
      </button>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
