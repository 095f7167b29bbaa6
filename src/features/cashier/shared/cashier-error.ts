import type { ApiError, ServerErrorType } from '@/api/errors';
import { isUnclearOutcome } from '@/api/write-outcome';

/** Server errors of SPEC §8 that have their own cashier message (`cashier:errors.{type}`). */
const OWN_MESSAGES: ReadonlySet<ServerErrorType> = new Set<ServerErrorType>([
  'BillingServiceError',
  'BillingTransactionDeclined',
  'BillingUnavailable',
  'BillingDepositLimitExceeded',
  'WithdrawalDeclined',
  'WithdrawalLimitsExceeded',
  'WithdrawalLimitsPeriodExceeded',
  'KycUserProfile',
  'KycWithdrawal',
  'SumsubVerificationRequired',
  'UserNeedConfirmContact',
  'UserNeedProfileData',
  'UserNeedDeposit',
  'RequisitesOnVerification',
  'RequisitesValidationRequired',
  'RequisitesFraudulent',
]);

/** Which configured button (SPEC §3 "withdraw-error buttons") an error offers, if any. */
export type CashierErrorAction = 'confirmContact' | 'verifyIdentity' | 'fillProfile' | null;

export interface CashierErrorView {
  /** The i18n key of the message (cashier namespace). */
  key: string;
  /**
   * The money call may or may not have been booked (no answer, a timeout, a 5xx without a catalogue
   * type): the player is sent to the history instead of being invited to pay again.
   */
  uncertain: boolean;
  action: CashierErrorAction;
}

/** How the cashier words a failed call. `money` marks deposit and withdrawal calls. */
export function cashierErrorView(error: ApiError, kind: 'deposit' | 'withdrawal' | 'read' = 'read'): CashierErrorView {
  const { name, status } = error;
  if (OWN_MESSAGES.has(name as ServerErrorType)) {
    const action: CashierErrorAction =
      name === 'UserNeedConfirmContact'
        ? 'confirmContact'
        : name === 'KycWithdrawal' || name === 'SumsubVerificationRequired'
          ? 'verifyIdentity'
          : name === 'KycUserProfile' || name === 'UserNeedProfileData'
            ? 'fillProfile'
            : null;
    return { key: `errors.${name}`, uncertain: false, action };
  }
  if (name === 'TooManyRequests' || status === 429) return { key: 'errors.tooManyRequests', uncertain: false, action: null };
  if (name === 'InvalidParameter' || name === 'InvalidRequest') return { key: 'errors.invalidParameter', uncertain: false, action: null };
  if (name === 'Authorization') return { key: 'errors.authorization', uncertain: false, action: null };
  if (kind !== 'read' && isUnclearOutcome(error)) {
    return { key: kind === 'deposit' ? 'errors.uncertain' : 'errors.uncertainWithdrawal', uncertain: true, action: null };
  }
  return { key: 'errors.generic', uncertain: false, action: null };
}

/** Field errors of an InvalidParameter answer: `{ amount: ['SUM_RANGE'], 'requisites.card_number': ['INVALID'] }`. */
export function fieldErrorsOf(error: ApiError | undefined): Record<string, string> {
  const data = error?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const out: Record<string, string> = {};
  for (const [field, codes] of Object.entries(data as Record<string, unknown>)) {
    if (Array.isArray(codes) && typeof codes[0] === 'string') out[field] = codes[0];
  }
  return out;
}

/** The deposit limit carried by a BillingDepositLimitExceeded answer, when the server sent it. */
export interface LimitErrorData {
  available_amount: number;
  limit_amount: number;
  period: string;
  expired_at: number | null;
}

export function limitErrorData(error: ApiError | undefined): LimitErrorData | null {
  const data = error?.data as Partial<LimitErrorData> | undefined;
  if (!data || typeof data.limit_amount !== 'number' || typeof data.available_amount !== 'number') return null;
  return {
    available_amount: data.available_amount,
    limit_amount: data.limit_amount,
    period: typeof data.period === 'string' ? data.period : 'none',
    expired_at: typeof data.expired_at === 'number' ? data.expired_at : null,
  };
}
