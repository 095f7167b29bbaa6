import { useEffect, useRef } from 'react';
import type { TransactionStatus } from '@/api/cashier/cashier.types';
import { Button } from '@/components/ui/button/button';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './withdraw.module.css';

export interface WithdrawOutcome {
  amount: number;
  currency: string;
  id: number;
  status: TransactionStatus;
}

/**
 * The answer to a withdrawal request, announced (role status) and focused: pending approval, or
 * approved at once. The region stays in the page so the announcement is heard.
 */
export function WithdrawSuccess({ outcome }: { outcome: WithdrawOutcome | null }) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  const amount = outcome ? formatMoney(outcome.amount, outcome.currency) : '';
  return (
    <div ref={ref} role="status" tabIndex={-1} className={outcome ? styles.success : styles.statusEmpty}>
      {outcome ? (
        <>
          <p className={styles.successText}>{t(outcome.status === 'success' ? 'form.successDone' : 'form.success', { amount })}</p>
          {outcome.status === 'pending' ? <p className={styles.successHint}>{t('form.successHint')}</p> : null}
          <Button variant="ghost" size="sm" href={href(locale, 'cashierReceipt', undefined, { id: outcome.id })}>
            {t('form.receiptLink')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
