import { useId } from 'react';
import { useSession } from '@/api/account/use-session';
import { useCashierGetDepositSettingsQuery, useCashierGetWithdrawSettingsQuery } from '@/api/cashier/cashier-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CashierLayout } from '../layout/cashier-layout';
import { groupSavedRequisites } from './saved-groups';
import { SavedRequisites } from './saved-requisites';
import { WalletBalances } from './wallet-balances';
import styles from './wallet.module.css';

/** /cashier/wallet: the balances and the saved requisites of both cashier settings. */
export function WalletPage() {
  const { t } = useTranslation(['withdraw', 'cashier']);
  const { account } = useSession();
  const deposit = useCashierGetDepositSettingsQuery();
  const withdraw = useCashierGetWithdrawSettingsQuery();
  const titleId = useId();

  const loading = (deposit.isLoading && !deposit.data) || (withdraw.isLoading && !withdraw.data);
  const failed = [deposit, withdraw].filter((query) => query.isError && !query.data);
  const retry = () => failed.forEach((query) => void query.refetch());
  const groups = groupSavedRequisites(
    [deposit.data?.saved_requisites, withdraw.data?.saved_requisites],
    deposit.data?.methods ?? [],
    withdraw.data?.methods ?? [],
  );

  // Both lists make the saved requisites: one that failed shows the other's with a notice, both failing an error.
  const saved = {
    data: loading || failed.length === 2 ? undefined : groups,
    isError: !loading && failed.length > 0,
    refetch: retry,
  };

  return (
    <CashierLayout title={t('cashier:meta.wallet')}>
      <div className={styles.layout}>
        {account ? <WalletBalances account={account} /> : null}
        <section className={styles.card} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('wallet.saved')}
          </h2>
          <p className={styles.muted}>{t('wallet.savedHint')}</p>
          <QueryState query={saved} loading="skeleton" shape="row" count={3} error={{ message: t('wallet.loadError') }} errorWithData="notice">
            {(groups) => <SavedRequisites groups={groups} />}
          </QueryState>
        </section>
      </div>
    </CashierLayout>
  );
}
