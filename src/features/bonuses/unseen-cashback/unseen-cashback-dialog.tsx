import { useCashbacksGetQuery, useCashbacksPayoutMutation } from '@/api/cashbacks/cashbacks-api';
import { isUnclearOutcome } from '@/api/write-outcome';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { formatMoney } from '@/lib/format/format';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import styles from '../bonuses.module.css';
import { LATEST_CASHBACK_ARGS } from './unseen-cashback-rule';

/** SPEC §4 unseen cashback: the amount waiting (with "Take") or just paid out; 'payout' when taken here. */
export function UnseenCashbackDialog({ titleId, close, cashbackId }: DialogBodyPropsOf<'unseenCashback'>) {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const latest = useCashbacksGetQuery({ ...LATEST_CASHBACK_ARGS, fields: [...LATEST_CASHBACK_ARGS.fields], locale });
  const [payout] = useCashbacksPayoutMutation();
  const lock = usePressLock<number>();
  const cashback = latest.data?.items.find((item) => item.id === cashbackId);

  // One payout per press; without a clear answer it may have been paid (the popup is read again).
  const take = () =>
    void lock.run(cashbackId, async () => {
      try {
        await payout({ id: cashbackId }).unwrap();
        close('payout');
      } catch (error) {
        dispatch(showToast({ kind: 'error', messageKey: isUnclearOutcome(error) ? 'bonuses:toasts.cashbackUncertain' : 'bonuses:toasts.failed' }));
      }
    });

  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {cashback?.status === 'paid_out' ? t('unseen.paidTitle') : t('unseen.activeTitle')}
      </h2>
      <QueryState
        query={{ data: cashback, isError: latest.isError, isSuccess: latest.isSuccess, refetch: latest.refetch }}
        loading="skeleton"
        shape="row"
        count={1}
        empty={{ title: t('unseen.gone'), compact: true }}
      >
        {(found) => (
          <>
            <p className={styles.amount}>{formatMoney(found.amount.amount, found.amount.currency)}</p>
            <p className={styles.muted}>{found.status === 'paid_out' ? t('unseen.paidText') : t('unseen.activeText')}</p>
          </>
        )}
      </QueryState>
      <div className={styles.actions}>
        {cashback?.status === 'active' ? (
          <Button disabled={lock.isBusy(cashbackId)} onClick={take}>
            {t('actions.take')}
          </Button>
        ) : null}
        <Button variant="secondary" href={href(locale, 'profileCashback')} onClick={() => close()}>
          {t('unseen.toCashback')}
        </Button>
      </div>
    </div>
  );
}

