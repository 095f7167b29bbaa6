import type { DepositResult } from '@/api/cashier/cashier.types';
import type { Locale } from '@/lib/i18n/locales';
import { resolveNavigationTarget } from '@/lib/navigation/safe-url';
import { href } from '@/lib/router/paths';

/**
 * What the page does with a makeDeposit answer:
 * - `route`: a result page of this site (router navigation);
 * - `leave`: the provider's page in this tab (redirect, mobile), by `location.assign`;
 * - `newWindow`: the provider's page in the tab opened on the click, this tab shows "paynewwindow";
 * - `unsafe`: the answer's provider address failed the safe-navigation check (nothing is opened).
 */
export type DepositNextStep =
  | { kind: 'route'; to: string }
  | { kind: 'leave'; url: string }
  | { kind: 'newWindow'; url: string; to: string }
  | { kind: 'unsafe'; to: string };

function providerTarget(url: string | null | undefined, origin: string): { url: string; internal: boolean } | null {
  const target = resolveNavigationTarget(url, { origin, allowExternal: true });
  if (!target) return null;
  return target.kind === 'internal' ? { url: target.path, internal: true } : { url: target.url, internal: false };
}

export function depositNextStep(result: DepositResult, locale: Locale, origin: string): DepositNextStep {
  const transaction = String(result.transaction_id);
  const history = href(locale, 'cashierHistory', undefined, { tab: 'deposit' });
  switch (result.action) {
    case 'pending':
      // Crypto answers carry the address too; the pending page reads it from getDepositInfo, so a
      // reload of that page still shows it.
      return { kind: 'route', to: href(locale, 'cashierPayPending', { transaction }) };
    case 'success':
      return { kind: 'route', to: href(locale, 'cashierPaySuccess', { transaction }) };
    case 'fail':
      return { kind: 'route', to: href(locale, 'cashierPayFail', { transaction }) };
    case 'cancel':
      return { kind: 'route', to: href(locale, 'cashierPayCancel') };
    case 'redirect':
    case 'mobile': {
      const target = providerTarget(result.redirect_url, origin);
      if (!target) return { kind: 'unsafe', to: history };
      // A full page load even for a same-origin address: a provider page is not one of our routes.
      return { kind: 'leave', url: target.url };
    }
    case 'new_window': {
      const target = providerTarget(result.redirect_url, origin);
      if (!target) return { kind: 'unsafe', to: history };
      return { kind: 'newWindow', url: target.internal ? new URL(target.url, origin).href : target.url, to: href(locale, 'cashierPayNewWindow') };
    }
    default:
      // An action this client does not know: the transaction exists, so its page tells the truth.
      return { kind: 'route', to: href(locale, 'cashierPayPending', { transaction }) };
  }
}
