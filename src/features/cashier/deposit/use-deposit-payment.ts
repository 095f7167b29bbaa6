import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCashierMakeDepositMutation } from '@/api/cashier/cashier-api';
import type { MakeDepositParams, PaymentMethodKind } from '@/api/cashier/cashier.types';
import { type ApiError, asApiError } from '@/api/errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { leaveSite } from '@/lib/navigation/leave-site';
import { depositNextStep } from './deposit-result';

/** Router state of /cashier/paynewwindow: the provider's page, and whether its tab could be opened. */
export interface NewWindowState {
  paymentUrl: string;
  blocked: boolean;
}

export type PaymentOutcome =
  | { kind: 'sent' }
  | { kind: 'ignored' }
  | { kind: 'failed'; error: ApiError }
  /** The answer's provider address did not pass the safe-navigation check. */
  | { kind: 'unsafe'; historyPath: string };

/**
 * One makeDeposit per press, never more (decision record 018: a deposit is never sent twice). A ref guards
 * the call, because two clicks can land before React re-renders the disabled button; nothing here
 * ever sends it again, whatever the failure. For a new-window method the provider's tab must be
 * opened by the click itself (browsers block a window opened after an await), so `prepare` runs
 * synchronously in the click handler and `pay` later fills in the address.
 */
export function useDepositPayment(kind: PaymentMethodKind) {
  const [makeDeposit] = useCashierMakeDepositMutation();
  const navigate = useNavigate();
  const locale = useLocale();
  const inFlight = useRef(false);
  const popup = useRef<Window | null>(null);
  const [busy, setBusy] = useState(false);

  const closePopup = () => {
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
  };

  /** In the pay button's click handler; false when a payment is already on its way (ignore the press). */
  const prepare = useCallback(
    (formValid: boolean): boolean => {
      if (inFlight.current) return false;
      if (kind === 'new_window' && formValid && !popup.current) popup.current = window.open('', '_blank');
      return true;
    },
    [kind],
  );

  const pay = useCallback(
    async (params: MakeDepositParams): Promise<PaymentOutcome> => {
      if (inFlight.current) return { kind: 'ignored' };
      inFlight.current = true;
      setBusy(true);
      const release = () => {
        inFlight.current = false;
        setBusy(false);
      };
      let result;
      try {
        result = await makeDeposit(params).unwrap();
      } catch (error) {
        closePopup();
        release();
        return { kind: 'failed', error: asApiError(error, 'NetworkError') };
      }
      const step = depositNextStep(result, locale, window.location.origin);
      if (step.kind !== 'newWindow') closePopup();
      switch (step.kind) {
        case 'route':
          void navigate(step.to);
          return { kind: 'sent' };
        case 'leave':
          // The page stays busy while the browser leaves for the provider.
          leaveSite(step.url, { label: 'deposit', allowExternal: true });
          return { kind: 'sent' };
        case 'newWindow': {
          const tab = popup.current;
          popup.current = null;
          const opened = tab !== null && !tab.closed;
          // The provider's page must not reach back into ours: leaveSite cuts the tab off first.
          if (opened) leaveSite(step.url, { label: 'deposit', allowExternal: true, tab });
          const state: NewWindowState = { paymentUrl: step.url, blocked: !opened };
          void navigate(step.to, { state });
          return { kind: 'sent' };
        }
        case 'unsafe':
          release();
          return { kind: 'unsafe', historyPath: step.to };
      }
    },
    [locale, makeDeposit, navigate],
  );

  return { prepare, pay, busy };
}
