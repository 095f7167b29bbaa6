import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAccount, walletOf } from '../db/accounts';
import styles from '../qa-panel.module.css';
import { setMainBalance } from '../scenarios';

/**
 * Changes the signed-in player's main balance without reloading, as a game or a payment in
 * another tab would: the site shows it at its next balance refresh (SPEC §4 balance polling).
 */
export function WalletSection() {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), amount: useId(), status: useId() };
  const account = sessionAccount();
  const [amount, setAmount] = useState(() => (account ? String(walletOf(account).main / 100) : ''));
  const [status, setStatus] = useState('');
  if (!account) return null;

  const apply = () => {
    const value = Number(amount);
    setStatus(/^\d+(\.\d{1,2})?$/.test(amount) && setMainBalance(value) ? t('wallet.done', { amount }) : t('wallet.invalid'));
  };

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('wallet.title')}
      </h3>
      {/* Not a form: implicit submission would fire a click, and clicks themselves refresh the balance. */}
      <div className={styles.field}>
        <label htmlFor={ids.amount} className={styles.label}>
          {t('wallet.main')}
        </label>
        <input
          id={ids.amount}
          className={styles.input}
          inputMode="decimal"
          value={amount}
          aria-describedby={ids.status}
          onChange={(event) => setAmount(event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
        />
        <button type="button" className={styles.button} onClick={apply}>
          {t('wallet.set')}
        </button>
      </div>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
