import type { PaymentMethod, WithdrawalResult } from '@/api/cashier/cashier.types';
import type { CashierContract } from '@/api/cashier/cashier.contract';
import type { ServerErrorType } from '@/api/errors';
import { walletOf } from '../account/accounts';
import { findTransaction, insertTransaction, nowMs, pendingTransactions, savedRequisitesOf, settleDue, settleTransaction } from './cashier-tables';
import type { AccountRow } from '../core/schema';
import { BANKS, findWithdrawMethod } from './fixtures/payment-methods';
import { checkRequisites, digitsOf, maskRequisites, parseRequisites, SAVED_REQUISITE_FIELD } from './requisites';
import { amountCents, boundsCents, checkCurrency, domainOf, idParam } from './wire';
import { type ApiContext, type ContractMethods, fail, requireAccount, requireParam, write } from '../core/api-method';

/**
 * cashier.makeWithdrawal and cancelWithdrawal. A withdrawal debits the main balance at once and
 * stays pending (no settle time) until the player cancels it (refund) or QA approves or declines it
 * (mocks/scenarios.ts, the QA panel's Cashier section, `mock_withdrawals`).
 */

/** At most this many withdrawals may wait at once; one more is WithdrawalLimitsPeriodExceeded. */
export const MAX_PENDING_WITHDRAWALS = 3;
/** A withdrawal of exactly this amount is declined (WithdrawalDeclined). */
export const DECLINED_WITHDRAWAL_AMOUNT = 13;

/** Who may not withdraw yet, in the order the server asks (SPEC §8). */
function accountRefusal(account: AccountRow): [ServerErrorType, string] | null {
  if (account.flags.is_kyc_block_enabled && !account.flags.is_verified) return ['KycWithdrawal', 'Identity verification is required before a withdrawal'];
  const email = account.contacts.find((contact) => contact.type === 'email');
  if (email && !email.is_confirmed) return ['UserNeedConfirmContact', 'Confirm your email before a withdrawal'];
  if (!account.profile.birth_date || !account.profile.last_name.trim()) return ['KycUserProfile', 'Fill in your profile before a withdrawal'];
  return null;
}

/** The magic requisites of the QA guide (mocks/README.md): refusals a real payment provider gives for a given account. */
function requisitesRefusal(values: Record<string, string>): [ServerErrorType, string] | null {
  if (values.card_number && digitsOf(values.card_number).endsWith('0000')) return ['RequisitesFraudulent', 'These requisites are blocked'];
  if (values.wallet && values.wallet.toLowerCase().includes('verify')) return ['RequisitesValidationRequired', 'These requisites must be validated first'];
  if (values.iban && values.iban.replace(/\s/g, '').toUpperCase().startsWith('XX')) return ['RequisitesOnVerification', 'These requisites are being verified'];
  return null;
}

function withdrawalRequisites(ctx: ApiContext, account: AccountRow, method: PaymentMethod, atMs: number): Record<string, string> {
  const values = parseRequisites(ctx.body.requisites);
  const savedId = values[SAVED_REQUISITE_FIELD];
  if (savedId) {
    const saved = savedRequisitesOf(account.uid).find((row) => String(row.id) === savedId && row.method === method.sysname);
    if (!saved) fail('InvalidParameter', 'requisites: no such saved requisites', { [`requisites.${SAVED_REQUISITE_FIELD}`]: ['INVALID'] });
    return { ...saved.values };
  }
  const refusal = requisitesRefusal(values);
  if (refusal) fail(refusal[0], refusal[1]);
  return maskRequisites(checkRequisites(method, values, atMs));
}

function makeWithdrawal(ctx: ApiContext): WithdrawalResult {
  const account = requireAccount();
  const now = nowMs();
  settleDue(now);
  const method = findWithdrawMethod(requireParam(ctx, 'method')) ?? fail('InvalidParameter', 'method: unknown payout method', { method: ['INVALID'] });
  const cents = amountCents(ctx);
  checkCurrency(ctx, account);
  const refusal = accountRefusal(account);
  if (refusal) fail(refusal[0], refusal[1]);
  if (pendingTransactions(account.uid, 'withdrawal').length >= MAX_PENDING_WITHDRAWALS) {
    fail('WithdrawalLimitsPeriodExceeded', `At most ${MAX_PENDING_WITHDRAWALS} withdrawals may be pending at once`);
  }
  const wallet = walletOf(account);
  const { min, max } = boundsCents(method);
  if (cents < min || cents > max || cents > wallet.main) {
    fail('WithdrawalLimitsExceeded', 'The amount is outside the withdrawal limits', { min: method.min, max: method.max, available: wallet.main / 100 });
  }
  let bankId: number | null = null;
  if (method.needs_bank) {
    bankId = idParam(ctx, 'bank_id');
    if (!BANKS.some((bank) => bank.id === bankId)) fail('InvalidParameter', 'bank_id: not a bank of this method', { bank_id: ['INVALID'] });
  }
  const requisites = withdrawalRequisites(ctx, account, method, now);
  if (cents === DECLINED_WITHDRAWAL_AMOUNT * 100) fail('WithdrawalDeclined', 'The withdrawal was declined');

  wallet.main -= cents;
  const at = Math.floor(now / 1000);
  const row = insertTransaction({
    uid: account.uid,
    type: 'withdrawal',
    method: method.sysname,
    amount: cents,
    currency: account.currency,
    status: 'pending',
    created_at: at,
    updated_at: at,
    requisites,
    domain: domainOf(ctx),
    address: null,
    settle_at: null,
    bank_id: bankId,
  });
  return { transaction_id: row.id, status: row.status };
}

export const withdrawalMethodsOfCashier = {
  makeWithdrawal: write(makeWithdrawal),

  /** {id}: one of the player's own pending withdrawals goes back to the balance. */
  cancelWithdrawal: write((ctx) => {
    const { uid } = requireAccount();
    settleDue();
    const row = findTransaction(idParam(ctx, 'id'));
    if (!row || row.uid !== uid || row.type !== 'withdrawal' || row.status !== 'pending') {
      fail('InvalidParameter', 'id: not a pending withdrawal of this player', { id: ['INVALID'] });
    }
    settleTransaction(row, 'cancel');
    return 1 as const;
  }),
} satisfies Pick<ContractMethods<CashierContract>, 'makeWithdrawal' | 'cancelWithdrawal'>;
