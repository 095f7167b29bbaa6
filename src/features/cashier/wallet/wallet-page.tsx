import { useId } from 'react';
import { useSession } from '@/api/account/use-session';
import { useCashierGetDepositSettingsQuery, useCashierGetWithdrawSettingsQuery } from '@/api/cashier/cashier-api';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
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

  let saved;
  if (loading) saved = <QuerySkeleton count={3} variant="row" />;
  else if (failed.length === 2) saved = <LoadError message={t('wallet.loadError')} onRetry={retry} />;
  else
    saved = (
      <>
        {failed.length > 0 ? <LoadError message={t('wallet.loadError')} onRetry={retry} /> : null}
        <SavedRequisites groups={groups} />
      </>
    );

  return (
    <CashierLayout title={t('cashier:meta.wallet')}>
      <div className={styles.layout}>
        {account ? <WalletBalances account={account} /> : null}
        <section className={styles.card} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t('wallet.saved')}
          </h2>
          <p className={styles.muted}>{t('wallet.savedHint')}</p>
          {saved}
        </section>
      </div>
    </CashierLayout>
  );
}
