import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import type { TransactionRow } from '../core/schema';
import { methodName } from '../cashier/fixtures/payment-methods';
import styles from './qa-panel.module.css';
import { type CashierDecision, decidePendingTransaction, sessionPendingTransactions, settleAllPending } from '../scenarios';
import { QaList, QaSection } from './qa-section';

function formatAmount(row: TransactionRow, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: row.currency }).format(row.amount / 100);
  } catch {
    return `${(row.amount / 100).toFixed(2)} ${row.currency}`;
  }
}

/** A copy of the signed-in player's pending rows (the table's rows change in place). */
const snapshot = () => sessionPendingTransactions().map((row) => ({ ...row }));

/**
 * The payment operator's side of the cashier: the signed-in player's pending withdrawals and
 * deposits with Approve / Decline, and "settle all pending now". The site sees the change at its
 * next request (balance refresh, the pending page's poll, the history).
 */
export function CashierSection() {
  const { t, i18n } = useTranslation('qa');
  const [rows, setRows] = useState(snapshot);
  const [status, setStatus] = useState('');
  if (!sessionAccount()) return null;

  const decide = (row: TransactionRow, decision: CashierDecision) => {
    const done = decidePendingTransaction(row.id, decision);
    setStatus(t(done ? (decision === 'approve' ? 'cashier.approved' : 'cashier.declined') : 'cashier.gone', { id: row.id }));
    setRows(snapshot());
  };

  const list = (type: TransactionRow['type'], title: string) => {
    const approveKey = type === 'withdrawal' ? 'cashier.approveWithdrawal' : 'cashier.approveDeposit';
    const declineKey = type === 'withdrawal' ? 'cashier.declineWithdrawal' : 'cashier.declineDeposit';
    return (
      <QaList title={title} items={rows.filter((row) => row.type === type)} empty={t('cashier.none')}>
        {(row) => (
          <li key={row.id} className={styles.account}>
            <span className={styles.accountText}>
              {t('cashier.row', { id: row.id, method: methodName(row.method), amount: formatAmount(row, i18n.language) })}
            </span>
            <button type="button" className={styles.button} aria-label={t(approveKey, { id: row.id })} onClick={() => decide(row, 'approve')}>
              {t('cashier.approve')}
            </button>
            <button type="button" className={styles.buttonGhost} aria-label={t(declineKey, { id: row.id })} onClick={() => decide(row, 'decline')}>
              {t('cashier.decline')}
            </button>
          </li>
        )}
      </QaList>
    );
  };

  return (
    <QaSection title={t('cashier.title')} intro={t('cashier.intro')} status={status}>
      {list('withdrawal', t('cashier.withdrawals'))}
      {list('deposit', t('cashier.deposits'))}
      <div className={styles.field}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setStatus(t('cashier.settled', { count: settleAllPending() }));
            setRows(snapshot());
          }}
        >
          {t('cashier.settleAll')}
        </button>
        <button
          type="button"
          className={styles.buttonGhost}
          onClick={() => {
            setStatus('');
            setRows(snapshot());
          }}
        >
          {t('cashier.refresh')}
        </button>
      </div>
    </QaSection>
  );
}
