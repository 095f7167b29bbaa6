import { useSearchParams } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useCashierGetWithdrawSettingsQuery } from '@/api/cashier/cashier-api';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CashierLayout } from '../layout/cashier-layout';
import { KycNotice, needsIdentityCheck } from './kyc-notice';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawForm } from './withdraw-form';
import styles from './withdraw.module.css';

/**
 * /cashier/withdraw: what can be withdrawn, the request form and the pending withdrawals. A player
 * the KYC block holds back is told before typing anything.
 */
export function WithdrawPage() {
  const { t } = useTranslation(['withdraw', 'cashier']);
  const { account } = useSession();
  const [search] = useSearchParams();
  const query = useCashierGetWithdrawSettingsQuery();

  return (
    <CashierLayout title={t('cashier:meta.withdraw')}>
      {needsIdentityCheck(account) ? <KycNotice /> : null}
      <QueryState query={query} loading="skeleton" shape="row" count={4} error={{ title: t('form.loadError'), titleLevel: 2 }}>
        {(settings) => (
          <div className={styles.columns}>
            <div className={styles.main}>
              <dl className={styles.available}>
                <dt className={styles.availableLabel}>{t('form.available')}</dt>
                <dd className={styles.availableValue}>{formatMoney(settings.available.amount, settings.available.currency)}</dd>
                <dd className={styles.availableHint}>{t('form.availableHint')}</dd>
              </dl>
              {settings.methods.length > 0 ? (
                <WithdrawForm settings={settings} initialMethod={search.get('method')} initialSaved={search.get('requisite')} />
              ) : (
                <EmptyState title={t('form.noMethods')} text={t('form.noMethodsText')} compact />
              )}
            </div>
            <PendingWithdrawals pending={settings.pending} methods={settings.methods} />
          </div>
        )}
      </QueryState>
    </CashierLayout>
  );
}
