import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount, walletOf } from '../account/accounts';
import styles from './qa-panel.module.css';
import { setMainBalance } from '../scenarios';
import { QaTextField } from './qa-fields';
import { QaSection } from './qa-section';

/**
 * Changes the signed-in player's main balance without reloading, as a game or a payment in
 * another tab would: the site shows it at its next balance refresh (SPEC §4 balance polling).
 */
export function WalletSection() {
  const { t } = useTranslation('qa');
  const account = sessionAccount();
  const [amount, setAmount] = useState(() => (account ? String(walletOf(account).main / 100) : ''));
  const [status, setStatus] = useState('');
  if (!account) return null;

  const apply = () => {
    const value = Number(amount);
    setStatus(/^\d+(\.\d{1,2})?$/.test(amount) && setMainBalance(value) ? t('wallet.done', { amount }) : t('wallet.invalid'));
  };

  return (
    <QaSection title={t('wallet.title')} status={status}>
      {(statusId) => (
        // Not a form: implicit submission would fire a click, and clicks themselves refresh the balance.
        <QaTextField
          label={t('wallet.main')}
          inputMode="decimal"
          value={amount}
          describedBy={statusId}
          onChange={(text) => setAmount(text.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
        >
          <button type="button" className={styles.button} onClick={apply}>
            {t('wallet.set')}
          </button>
        </QaTextField>
      )}
    </QaSection>
  );
}
