import type { Balance } from '@/api/account/account.types';
import type { CashierHistory, DepositInfo, DepositResult, WithdrawalResult } from '@/api/cashier/cashier.types';
import { getApi, postApi } from '../core/test-utils';

/** Helpers of the cashier mock's tests: form fields as the client sends them (objects as JSON text). */
export function fields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

export const deposit = (values: Record<string, unknown>) => postApi<DepositResult>('cashier.makeDeposit', fields({ campaign_offer_id: -1, ...values }));
export const withdraw = (values: Record<string, unknown>) => postApi<WithdrawalResult>('cashier.makeWithdrawal', fields(values));

export async function mainBalance(): Promise<number> {
  const { body } = await getApi<Balance>('account.getBalance');
  return body.data!.balance_main.amount;
}

export async function depositInfo(id: number): Promise<DepositInfo> {
  const { body } = await getApi<DepositInfo>('cashier.getDepositInfo', { id: String(id) });
  if (!body.data) throw new Error(`getDepositInfo ${id}: ${JSON.stringify(body.error)}`);
  return body.data;
}

export async function history(query: Record<string, string> = {}): Promise<CashierHistory> {
  const { body } = await getApi<CashierHistory>('cashier.getHistory', query);
  return body.data!;
}

export const CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvv: '123', card_holder: 'Alex Demo' };
