import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CashierLayout } from '../layout/cashier-layout';
import { BonusesList, CashbacksList, TransactionsList } from './history-lists';
import { HISTORY_PANEL_ID, HistoryTablist, historyTabId } from './history-tablist';
import { type HistoryTab, parseHistoryTab } from './history-tabs';
import styles from './history.module.css';

function TabContent({ tab }: { tab: HistoryTab }) {
  switch (tab) {
    case 'deposit':
    case 'withdrawal':
      return <TransactionsList key={tab} type={tab} />;
    case 'bonuses':
      return <BonusesList />;
    case 'cashbacks':
      return <CashbacksList />;
  }
}

/**
 * /cashier/history: deposits, withdrawals, bonuses and cashbacks, one tab each, chosen by `?tab=`
 * (SPEC §2; an unknown value shows deposits). Switching tabs replaces the address, so Back leaves
 * the page instead of walking through the tabs.
 */
export function HistoryPage() {
  const { t } = useTranslation(['cashier', 'cashier-history']);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseHistoryTab(searchParams.get('tab'));

  const select = (next: HistoryTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <CashierLayout title={t('meta.history')}>
      <div className={styles.page}>
        <HistoryTablist tab={tab} onSelect={select} />
        <section id={HISTORY_PANEL_ID} role="tabpanel" aria-labelledby={historyTabId(tab)} tabIndex={0} className={styles.panel}>
          <TabContent tab={tab} />
        </section>
      </div>
    </CashierLayout>
  );
}
