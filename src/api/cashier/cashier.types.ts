import type { Money } from '../account/account.types';

export type CashierHistoryType = 'deposit' | 'withdrawal' | 'all';

/** cashier.getHistory parameters (SPEC §7). */
export interface CashierHistoryParams {
  offset?: number;
  count?: number;
  type?: CashierHistoryType;
  statuses?: string[];
}

/** Where a transaction stands (SPEC §4 "transaction results"). */
export type TransactionStatus = 'pending' | 'success' | 'fail' | 'cancel';

/** A deposit or withdrawal as the history lists it (SPEC §3 "Deposit info / transaction"). */
export interface CashierTransaction {
  id: number;
  type: 'deposit' | 'withdrawal';
  /** The payment method's system name. */
  method: string;
  amount: Money;
  status: TransactionStatus;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export interface CashierHistory {
  items: CashierTransaction[];
  /** How many match the filter in all pages. */
  total: number;
}

/** cashier.getDepositInfo {id}: one transaction with what was paid with (SPEC §3). */
export interface DepositInfo extends CashierTransaction {
  /** The requisites as the server keeps them, card numbers masked ("**** 4242"). */
  requisites: Record<string, string>;
  /** The site the payment was made on. */
  domain: string;
  /** Crypto deposits: where to send the coins (shown with a QR code while pending). */
  address?: string | null;
}

/**
 * How a method pays (mock and real providers alike):
 * - card, ewallet, bank, crypto: the answer comes from our API (pending, success or fail);
 * - redirect: the browser goes to the provider's page and comes back to a result page;
 * - new_window: the provider's page opens in a new tab; this tab shows "payment in a new window";
 * - mobile: the provider's app pays and returns to /cashier/paymobile.
 */
export type PaymentMethodKind = 'card' | 'ewallet' | 'bank' | 'crypto' | 'redirect' | 'new_window' | 'mobile';

/** The input kind of one requisites field; each maps to the shared rules and masks. */
export type RequisiteFieldType = 'card_number' | 'card_expiry' | 'card_cvv' | 'card_holder' | 'phone' | 'email' | 'wallet' | 'iban' | 'crypto_address' | 'text';

/** One requisites field a method asks for. */
export interface RequisiteField {
  /** The name it is sent under: requisites[name]. */
  name: string;
  type: RequisiteFieldType;
  required: boolean;
  /** Optional extra pattern (a regular expression source) the value must match. */
  pattern?: string | null;
}

/** "Currency presets are a list of entries with currency and amount, where amount is a list of objects with a value" (SPEC §3). */
export interface CurrencyPreset {
  currency: string;
  amount: Array<{ value: number }>;
}

/** Payment method info of SPEC §3: system name, icon variants and descriptions, plus its bounds. */
export interface PaymentMethod {
  id: number;
  sysname: string;
  kind: PaymentMethodKind;
  /** Display name (a brand name: not translated). */
  name: string;
  icons: { default: string; dark: string | null };
  /** Per locale; the client shows its locale's, else English. */
  descriptions: Partial<Record<string, string>>;
  /** Bounds in whole units of the player's currency. */
  min: number;
  max: number;
  /** Fee in percent (0: none). */
  fee_percent: number;
  presets: CurrencyPreset[];
  requisites: RequisiteField[];
  /** Bank transfer: the player picks a bank from cashier.getBanks. */
  needs_bank: boolean;
}

/**
 * Requisites saved from earlier payments (the wallet page), masked. To pay with one, send
 * `requisites: { saved_requisite_id: String(id) }` instead of the fields.
 */
export interface SavedRequisite {
  id: number;
  method: string;
  /** What identifies it for the player: "**** 4242", "al***@example.com". */
  label: string;
  values: Record<string, string>;
  created_at: number;
}

/** cashier.getDepositSettings */
export interface DepositSettings {
  methods: PaymentMethod[];
  /** Available currencies, code -> symbol (SPEC §3 deposit state). */
  currencies: Record<string, string>;
  saved_requisites: SavedRequisite[];
}

/** cashier.getWithdrawSettings */
export interface WithdrawSettings {
  methods: PaymentMethod[];
  /** What can be withdrawn now (main balance minus pending withdrawals). */
  available: Money;
  /** Withdrawals still pending; each can be cancelled. */
  pending: CashierTransaction[];
  saved_requisites: SavedRequisite[];
}

export interface Bank {
  id: number;
  code: string;
  name: string;
}

/** cashier.getBanks {method} */
export interface BankList {
  items: Bank[];
}

/** cashier.makeDeposit POST parameters. `requisites` travels as JSON text in one form field. */
export interface MakeDepositParams {
  method: string;
  amount: number;
  currency: string;
  campaign_offer_id: number;
  promo_code?: string;
  bank_id?: number;
  requisites: Record<string, string>;
  /**
   * The locale's cashier address (`https://site/en/cashier`); a provider page sends the browser back
   * to `{return_url}/paysuccess/{id}`, `/payfail/{id}`, `/paycancel` or `/paymobile`.
   */
  return_url: string;
}

/** What the client does next with a deposit answer (SPEC §4 transaction results plus provider flows). */
export type DepositAction = 'pending' | 'success' | 'fail' | 'cancel' | 'redirect' | 'new_window' | 'mobile';

/** cashier.makeDeposit answer. */
export interface DepositResult {
  transaction_id: number;
  status: TransactionStatus;
  action: DepositAction;
  /** redirect / new_window / mobile: the provider's page. */
  redirect_url?: string | null;
  /** crypto: the address to pay to. */
  address?: string | null;
}

/** cashier.makeWithdrawal POST parameters. */
export interface MakeWithdrawalParams {
  method: string;
  amount: number;
  currency: string;
  bank_id?: number;
  requisites: Record<string, string>;
}

/** cashier.makeWithdrawal answer: withdrawals wait for the operator. */
export interface WithdrawalResult {
  transaction_id: number;
  status: TransactionStatus;
}
