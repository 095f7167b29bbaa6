import type { DepositAction, DepositResult, PaymentMethod } from '@/api/cashier/cashier.types';
import type { CashierContract } from '@/api/cashier/cashier.contract';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { persistDb } from '../core/db';
import { insertTransaction, nowMs, savedRequisitesOf, settleDue, settleTransaction } from './cashier-tables';
import type { AccountRow, SavedRequisiteRow, TransactionRow } from '../core/schema';
import { createRng, hashText } from '../games/fixtures/prng';
import { BANKS, findDepositMethod, SETTLE_DELAY_MS, TEST_CARDS } from './fixtures/payment-methods';
import { limitState } from './deposit-limit';
import { mockPayUrl } from './mock-pay-page';
import { checkRequisites, maskRequisites, parseRequisites, SAVED_REQUISITE_FIELD } from './requisites';
import { amountCents, boundsCents, checkCurrency, domainOf, idParam, optionalParam } from './wire';
import { type ApiContext, type ContractMethods, fail, requireAccount, requireParam, write } from '../core/api-method';

/**
 * cashier.makeDeposit. Checks in this order: method, amount (format, then the method's bounds),
 * currency, bank, requisites, deposit limit; then the method's behaviour (the QA guide, mocks/README.md):
 * a card pays at once, waits for 3-D Secure, is declined or fails by its number; e-wallet, bank and
 * crypto deposits wait a few seconds; the provider methods wait for the mock provider page.
 */

type Plan =
  | { kind: 'success' }
  | { kind: 'pending'; delayMs: number }
  | { kind: 'provider'; action: Extract<DepositAction, 'redirect' | 'new_window' | 'mobile'> }
  | { kind: 'refused'; error: 'BillingTransactionDeclined' | 'BillingServiceError' };

/** What a card number (or the last four digits of a saved card) does. */
function cardPlan(number: string): Plan {
  const ends = (card: string) => number === card || (number.length === 4 && card.endsWith(number));
  if (ends(TEST_CARDS.threeDSecure)) return { kind: 'pending', delayMs: SETTLE_DELAY_MS.card3ds };
  if (ends(TEST_CARDS.declined)) return { kind: 'refused', error: 'BillingTransactionDeclined' };
  if (ends(TEST_CARDS.serviceError)) return { kind: 'refused', error: 'BillingServiceError' };
  return { kind: 'success' };
}

function planOf(method: PaymentMethod, cardNumber: string | undefined): Plan {
  if (method.sysname === 'declined_pay') return { kind: 'refused', error: 'BillingTransactionDeclined' };
  switch (method.kind) {
    case 'card':
      return cardPlan(cardNumber ?? '');
    case 'ewallet':
      return { kind: 'pending', delayMs: SETTLE_DELAY_MS.ewallet };
    case 'bank':
      return { kind: 'pending', delayMs: SETTLE_DELAY_MS.bank };
    case 'crypto':
      return { kind: 'pending', delayMs: SETTLE_DELAY_MS.crypto };
    default:
      return { kind: 'provider', action: method.kind };
  }
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRC-20-looking address, the same for the same transaction every time (not a real one). */
export function cryptoAddress(transactionId: number): string {
  const rng = createRng(hashText(`usdt-trc20:${transactionId}`));
  return `T${Array.from({ length: 33 }, () => BASE58[Math.floor(rng() * BASE58.length)]).join('')}`;
}

interface Requisites {
  masked: Record<string, string>;
  /** Full card number, or the last four digits of a saved card. */
  cardNumber?: string;
}

function savedRequisite(account: AccountRow, method: PaymentMethod, id: string): SavedRequisiteRow {
  const saved = savedRequisitesOf(account.uid).find((row) => String(row.id) === id && row.method === method.sysname);
  return saved ?? fail('InvalidParameter', 'requisites: no such saved requisites', { [`requisites.${SAVED_REQUISITE_FIELD}`]: ['INVALID'] });
}

function depositRequisites(ctx: ApiContext, account: AccountRow, method: PaymentMethod, atMs: number): Requisites {
  const values = parseRequisites(ctx.body.requisites);
  const savedId = values[SAVED_REQUISITE_FIELD];
  if (savedId) {
    const saved = savedRequisite(account, method, savedId);
    return { masked: { ...saved.values }, cardNumber: saved.values.card_number?.slice(-4) };
  }
  const clean = checkRequisites(method, values, atMs);
  return { masked: maskRequisites(clean), cardNumber: clean.card_number };
}

/** `return_url`: an absolute http(s) address; without one, the cashier of the request's origin and locale. */
function returnUrl(ctx: ApiContext): string {
  const given = optionalParam(ctx, 'return_url');
  if (given === undefined) {
    const locale = ctx.locale && isLocale(ctx.locale) && ctx.locale !== DEFAULT_LOCALE ? `/${ctx.locale}` : '';
    return `${new URL(ctx.request.url).origin}${locale}/cashier`;
  }
  let url: URL | null = null;
  try {
    url = new URL(given);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) fail('InvalidParameter', 'return_url: an absolute address', { return_url: ['INVALID'] });
  return url.href.replace(/\/+$/, '');
}

function campaignOfferId(ctx: ApiContext): number {
  const text = optionalParam(ctx, 'campaign_offer_id');
  if (text === undefined) return -1;
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < -1) fail('InvalidParameter', 'campaign_offer_id: -1 or an offer id', { campaign_offer_id: ['INVALID'] });
  return id;
}

function makeDeposit(ctx: ApiContext): DepositResult {
  const account = requireAccount();
  const now = nowMs();
  settleDue(now);
  const method = findDepositMethod(requireParam(ctx, 'method')) ?? fail('InvalidParameter', 'method: unknown payment method', { method: ['INVALID'] });
  const cents = amountCents(ctx);
  const { min, max } = boundsCents(method);
  if (cents < min || cents > max) fail('InvalidParameter', `amount: from ${method.min} to ${method.max}`, { amount: ['SUM_RANGE'] });
  checkCurrency(ctx, account);
  let bankId: number | null = null;
  if (method.needs_bank) {
    bankId = idParam(ctx, 'bank_id');
    if (!BANKS.some((bank) => bank.id === bankId)) fail('InvalidParameter', 'bank_id: not a bank of this method', { bank_id: ['INVALID'] });
  }
  const requisites = depositRequisites(ctx, account, method, now);
  const offer = campaignOfferId(ctx);
  const limit = limitState(account.uid, now);
  if (limit && cents > limit.available) {
    fail('BillingDepositLimitExceeded', 'Deposit limit exceeded', {
      available_amount: limit.available / 100,
      limit_amount: limit.row.limit_amount / 100,
      period: limit.row.period,
      expired_at: limit.expiredAt,
    });
  }

  const plan = planOf(method, requisites.cardNumber);
  const at = Math.floor(now / 1000);
  const back = plan.kind === 'provider' ? returnUrl(ctx) : null;
  const row: TransactionRow = insertTransaction({
    uid: account.uid,
    type: 'deposit',
    method: method.sysname,
    amount: cents,
    currency: account.currency,
    status: 'pending',
    created_at: at,
    updated_at: at,
    requisites: requisites.masked,
    domain: domainOf(ctx),
    address: null,
    settle_at: plan.kind === 'pending' ? now + plan.delayMs : null,
    settle_to: 'success',
    return_url: back,
    campaign_offer_id: offer,
    promo_code: optionalParam(ctx, 'promo_code') ?? null,
    bank_id: bankId,
  });
  if (method.kind === 'crypto') row.address = cryptoAddress(row.id);

  if (plan.kind === 'refused') {
    // The attempt stays in the history as failed; the answer is the error.
    settleTransaction(row, 'fail', now);
    persistDb();
    fail(plan.error, plan.error === 'BillingTransactionDeclined' ? 'The payment was declined' : 'The payment provider failed');
  }
  if (plan.kind === 'success') settleTransaction(row, 'success', now);
  const action: DepositAction = plan.kind === 'provider' ? plan.action : plan.kind === 'success' ? 'success' : 'pending';
  return {
    transaction_id: row.id,
    status: row.status,
    action,
    redirect_url: back === null ? null : mockPayUrl(new URL(ctx.request.url).origin, row.id, back, ctx.locale),
    address: row.address ?? null,
  };
}

export const depositMethodsOfCashier = {
  makeDeposit: write(makeDeposit),
} satisfies Pick<ContractMethods<CashierContract>, 'makeDeposit'>;
