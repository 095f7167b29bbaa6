import { useCashierGetDepositSettingsQuery } from '@/api/cashier/cashier-api';
import type { DepositInfo } from '@/api/cashier/cashier.types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The amount and the method's display name of a deposit, for the payment pages. */
export function useDepositFacts(info: DepositInfo | undefined): { amount: string; method: string } | null {
  // The settings are usually cached by the deposit page already; they only give the method its name.
  const { data: settings } = useCashierGetDepositSettingsQuery(undefined, { skip: !info });
  if (!info) return null;
  const method = settings?.methods.find((item) => item.sysname === info.method)?.name ?? info.method;
  return { amount: formatMoney(info.amount.amount, info.amount.currency), method };
}

/** "€50 with NovaCard" (key `pending.amount`) or another sentence of the deposit namespace. */
export function useDepositSummary(info: DepositInfo | undefined, key: 'pending.amount' | 'success.amount'): string | undefined {
  const { t } = useTranslation('deposit');
  const facts = useDepositFacts(info);
  return facts ? t(key, facts) : undefined;
}
