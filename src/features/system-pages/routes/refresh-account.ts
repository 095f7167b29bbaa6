import { useEffect } from 'react';
import { cashierApi } from '@/api/cashier/cashier-api';
import { useAppDispatch } from '@/store/hooks';

/** What a settled payment changes: the balance in the header, the limit, the history, the settings. */
export const AFTER_PAYMENT_TAGS = ['Account', 'Balance', 'DepositLimit', 'CashierHistory', 'CashierSettings'] as const;

export function refreshAfterPayment() {
  return cashierApi.util.invalidateTags([...AFTER_PAYMENT_TAGS]);
}

/** Refetches the account (and with it the header balance) once, when a payment page opens. */
export function useRefreshAfterPayment(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(refreshAfterPayment());
  }, [dispatch]);
}
