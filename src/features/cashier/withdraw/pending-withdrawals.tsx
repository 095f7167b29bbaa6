import { useEffect, useId, useRef, useState } from 'react';
import { useCashierCancelWithdrawalMutation } from '@/api/cashier/cashier-api';
import type { CashierTransaction, PaymentMethod } from '@/api/cashier/cashier.types';
import { type ApiError, asApiError } from '@/api/errors';
import { Button } from '@/components/ui/button/button';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { cashierErrorView } from '../shared/cashier-error';
import { MethodIcon } from '../shared/method-icon';
import { TransactionStatusBadge } from '../shared/transaction-status';
import styles from './withdraw.module.css';

export interface PendingWithdrawalsProps {
  pending: readonly CashierTransaction[];
  methods: readonly PaymentMethod[];
}

interface CancelState {
  busy: number | null;
  failed: { id: number; error: ApiError } | null;
  cancelled: { amount: string } | null;
}

/**
 * Withdrawals waiting for approval (withdraw settings' `pending`), each with a Cancel button that
 * asks first (the confirm dialog), then sends cashier.cancelWithdrawal once. The list and the
 * balance follow from the mutation's invalidated tags; a cancelled row leaves at once.
 */
export function PendingWithdrawals({ pending, methods }: PendingWithdrawalsProps) {
  const { t } = useTranslation(['withdraw', 'cashier']);
  const dispatch = useAppDispatch();
  const [cancelWithdrawal] = useCancelOnce();
  const [state, setState] = useState<CancelState>({ busy: null, failed: null, cancelled: null });
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const titleId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.cancelled) doneRef.current?.focus();
  }, [state.cancelled]);

  const rows = pending.filter((row) => !gone.has(row.id));
  const methodName = (sysname: string) => methods.find((method) => method.sysname === sysname)?.name ?? sysname;

  const cancel = async (row: CashierTransaction) => {
    const amount = formatMoney(row.amount.amount, row.amount.currency);
    const method = methodName(row.method);
    const confirmed = await dispatch(
      openDialog({
        component: 'confirm',
        type: 'confirm',
        componentProps: {
          title: t('pending.confirmTitle'),
          text: t('pending.confirmText', { amount, method }),
          confirmLabel: t('pending.confirmYes'),
          cancelLabel: t('pending.confirmNo'),
        },
      }),
    );
    if (confirmed !== true) return;
    setState({ busy: row.id, failed: null, cancelled: null });
    const result = await cancelWithdrawal(row.id);
    if (result.ok) {
      setGone((previous) => new Set(previous).add(row.id));
      setState({ busy: null, failed: null, cancelled: { amount } });
    } else if (result.error) {
      setState({ busy: null, failed: { id: row.id, error: result.error }, cancelled: null });
    } else {
      setState((previous) => ({ ...previous, busy: null }));
    }
  };

  return (
    <section className={styles.pending} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('pending.title')}
      </h2>
      {state.cancelled ? (
        <p ref={doneRef} role="status" tabIndex={-1} className={styles.successSmall}>
          {t('pending.cancelled', { amount: state.cancelled.amount })}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('pending.empty')}</p>
      ) : (
        <ul className={styles.pendingList} aria-label={t('pending.label')}>
          {rows.map((row) => {
            const amount = formatMoney(row.amount.amount, row.amount.currency);
            const method = methods.find((item) => item.sysname === row.method);
            const failed = state.failed?.id === row.id ? state.failed.error : null;
            return (
              <li key={row.id} className={styles.pendingRow}>
                <div className={styles.pendingMain}>
                  {method ? <MethodIcon method={method} /> : null}
                  <div className={styles.pendingText}>
                    <span className={styles.pendingAmount}>{amount}</span>
                    <span className={styles.muted}>
                      {methodName(row.method)} · <time dateTime={new Date(row.created_at * 1000).toISOString()}>{`${formatDate(row.created_at * 1000)} ${formatTime(row.created_at * 1000)}`}</time>
                    </span>
                  </div>
                </div>
                <div className={styles.pendingActions}>
                  <TransactionStatusBadge status={row.status} />
                  {row.status === 'pending' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={state.busy === row.id}
                      disabled={state.busy !== null}
                      aria-label={t('pending.cancelLabel', { amount, method: methodName(row.method) })}
                      onClick={() => void cancel(row)}
                    >
                      {t('pending.cancel')}
                    </Button>
                  ) : null}
                </div>
                {failed ? (
                  <p role="alert" className={styles.rowError}>
                    {t('pending.cancelFailed')} {t(cashierErrorView(failed, 'read').key, { ns: 'cashier' })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type CancelResult = { ok: true; error?: undefined } | { ok: false; error: ApiError | null };

/** cashier.cancelWithdrawal, at most one request at a time and never repeated by itself. */
function useCancelOnce(): [(id: number) => Promise<CancelResult>] {
  const [mutate] = useCashierCancelWithdrawalMutation();
  const inFlight = useRef(false);
  const run = async (id: number): Promise<CancelResult> => {
    if (inFlight.current) return { ok: false, error: null };
    inFlight.current = true;
    try {
      await mutate({ id }).unwrap();
      return { ok: true };
    } catch (caught) {
      return { ok: false, error: asApiError(caught, 'NetworkError') };
    } finally {
      inFlight.current = false;
    }
  };
  return [run];
}
