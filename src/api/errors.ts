import type { FatalKind } from '@/lib/fatal/fatal-slice';

/** Client-side failures that never came from the server's catalogue. */
export type ClientErrorName = 'NetworkError' | 'ParseError' | 'Timeout';

/** The one shape every failed call is normalised to, whatever answered (or did not). */
export interface ApiError {
  status: number;
  name: ServerErrorType | ClientErrorName;
  message: string;
  data?: unknown;
}

/**
 * The server error catalogue of SPEC §8, with the HTTP status a server answers with for each type
 * (used by the mock backend and as a fallback). On the wire each type carries an "Exception" suffix.
 */
export const ERROR_STATUS = {
  UnknownError: 500,
  ApplicationDisabled: 503,
  MethodNotFound: 404,
  Authorization: 401,
  InvalidRequest: 400,
  InternalServerError: 500,
  AccessDenied: 403,
  UserDeleted: 410,
  UserBanned: 403,
  UserNeedDeposit: 402,
  UserNeedProfileData: 422,
  UserNeedConfirmContact: 422,
  ApplicationUnavailable: 503,
  InvalidParameter: 400,
  TooManyRequests: 429,
  BillingServiceError: 502,
  BillingTransactionDeclined: 402,
  BillingUnavailable: 503,
  BillingDepositLimitExceeded: 422,
  WithdrawalDeclined: 422,
  WithdrawalLimitsExceeded: 422,
  WithdrawalLimitsPeriodExceeded: 422,
  KycUserProfile: 422,
  KycWithdrawal: 422,
  StorageQuotaExceeded: 507,
  SumsubVerificationRequired: 422,
  RequisitesOnVerification: 422,
  RequisitesValidationRequired: 422,
  RequisitesFraudulent: 422,
} as const satisfies Record<string, number>;

export type ServerErrorType = keyof typeof ERROR_STATUS;

/**
 * The catalogue's types, named once: by ERROR_STATUS.
 * @internal for the mock backend's QA panel and the tests, which list them
 */
export const SERVER_ERROR_TYPES = Object.keys(ERROR_STATUS) as ServerErrorType[];


export function isServerErrorType(value: unknown): value is ServerErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** 'UserBannedException' -> 'UserBanned'; unknown names give undefined. */
export function errorTypeFromWire(type: unknown): ServerErrorType | undefined {
  if (typeof type !== 'string') return undefined;
  const name = type.endsWith('Exception') ? type.slice(0, -'Exception'.length) : type;
  return isServerErrorType(name) ? name : undefined;
}

export const UNKNOWN_ERROR: ApiError = { status: 500, name: 'UnknownError', message: 'Unknown error' };

/** Whether a value already has the normalised shape (a name and a numeric status). */
export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.name === 'string' && typeof candidate.status === 'number';
}

/**
 * The one reader of a failed call's error, for every caller: RTK Query's `error` (a hook's result,
 * a rejected `unwrap()`, a rejected action's payload) is already an ApiError (base-query.ts), and
 * this narrows `unknown` to it without a cast. Anything else (a thrown exception, a serialized one
 * without a status, nothing at all) is read as `otherwise`:
 * - 'UnknownError' (default): a failure the form reports generically;
 * - 'NetworkError': money writes, where a thrown exception means the request may or may not have
 *   left, so it counts as unanswered (status 0, the exception's text as message).
 */
export function asApiError(error: unknown, otherwise: 'UnknownError' | 'NetworkError' = 'UnknownError'): ApiError {
  if (isApiError(error)) return error;
  if (otherwise === 'UnknownError') return UNKNOWN_ERROR;
  const text = (error as { message?: unknown } | null | undefined)?.message;
  return { status: 0, name: 'NetworkError', message: typeof text === 'string' ? text : String(error) };
}

/**
 * The catalogue type an HTTP error status means on its own, when a proxy, gateway or rate limiter
 * answered instead of the API (no catalogue body). Only a type whose ERROR_STATUS is that very
 * status, and only where the meaning is plain; 503 is deliberately absent: three catalogue types
 * share it and two of them switch the whole site to the maintenance screen, which one overloaded
 * endpoint must not do. Every other status stays as it came, named UnknownError.
 */
export const STATUS_ERROR_TYPE: Readonly<Partial<Record<number, ServerErrorType>>> = {
  400: 'InvalidRequest',
  401: 'Authorization',
  403: 'AccessDenied',
  404: 'MethodNotFound',
  429: 'TooManyRequests',
};

/**
 * The status of a catalogue error that came in a 2xx answer (the server refused without an HTTP
 * error): the catalogue's own, except that 403 is never made up. Only a real HTTP 403 is the
 * forbidden screen (SPEC §8); an AccessDenied in a 200 is a refusal of that one request, so it
 * reads as 400, and UserBanned is fatal by its name anyway.
 */
function inBodyStatus(name: ServerErrorType): number {
  const status = ERROR_STATUS[name];
  return status === 403 ? 400 : status;
}

/**
 * Normalises whatever a failed call produced to { status, name, message, data }. A body without
 * a known error type keeps the HTTP error status it came with (a 429 or 503 stays itself, so
 * callers can tell "slow down" and "try later" from a crash), named by STATUS_ERROR_TYPE; without
 * an HTTP error status it falls back to 500 UnknownError (SPEC §8). A catalogue type keeps the
 * HTTP error status it came with, or gets inBodyStatus when it came in a 2xx answer.
 */
export function normalizeError(status: number | undefined, body: unknown): ApiError {
  const error = (body as { error?: { type?: unknown; message?: unknown; error_data?: unknown } } | null)?.error;
  const name = errorTypeFromWire(error?.type);
  if (!name) {
    const message = typeof error?.message === 'string' ? error.message : UNKNOWN_ERROR.message;
    if (typeof status !== 'number' || status < 400 || status > 599) return { ...UNKNOWN_ERROR, message };
    return { status, name: STATUS_ERROR_TYPE[status] ?? 'UnknownError', message };
  }
  return {
    status: typeof status === 'number' && status >= 400 ? status : inBodyStatus(name),
    name,
    message: typeof error?.message === 'string' ? error.message : name,
    ...(error?.error_data !== undefined ? { data: error.error_data } : {}),
  };
}

/**
 * Which full-screen reaction an error calls for (SPEC §8); null when it is for the caller to handle.
 * httpStatus is the status as received: any HTTP 403 is fatal even when its body is not in the
 * catalogue, and only an HTTP 403: an AccessDenied that came with a 200 is an ordinary refusal,
 * shown where it happened.
 */
export function fatalKindOf(error: ApiError, httpStatus: number = error.status): FatalKind | null {
  if (error.name === 'UserBanned') return 'banned';
  if (error.name === 'ApplicationDisabled' || error.name === 'ApplicationUnavailable') return 'maintenance';
  if (httpStatus === 403) return 'forbidden';
  return null;
}

/**
 * Wire body of an error, as the server (and the mock backend) sends it.
 * @internal shared with the mock backend, which reads the same contract
 */
export function errorBody(type: ServerErrorType, message: string, errorData?: unknown) {
  return { error: { type: `${type}Exception`, message, ...(errorData !== undefined ? { error_data: errorData } : {}) } };
}
