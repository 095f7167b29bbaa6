import type { ServerErrorType } from '@/api/errors';
import { sessionAccount } from '../account/accounts';
import type { AccountRow } from './schema';

/**
 * The building blocks of a namespace file: each method declares its HTTP verb and a handler that
 * returns the `data` payload or throws ApiFailure.
 */
export class ApiFailure extends Error {
  constructor(
    readonly type: ServerErrorType,
    message: string = type,
    readonly errorData?: unknown,
    /** The HTTP status of the answer; the catalogue's (ERROR_STATUS) when absent. */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export interface ApiContext {
  request: Request;
  namespace: string;
  method: string;
  /** Query parameters (reads carry their params here). */
  query: URLSearchParams;
  /** Text fields of a POST's form-data body; files are ignored. */
  body: Record<string, string>;
  locale: string | null;
}

/** One method of a namespace: its HTTP verb and a handler answering with the `data` of type T. */
export interface ApiMethod<T = unknown> {
  http: 'GET' | 'POST';
  handle: (ctx: ApiContext) => T | Promise<T>;
}

export type MethodMap = Record<string, ApiMethod>;

/** The methods of a wire contract (src/api/<namespace>/<namespace>.contract.ts), each answering its type. */
export type ContractMethods<C> = { [K in keyof C]: ApiMethod<C[K]> };

export const read = <T>(handle: (ctx: ApiContext) => T | Promise<T>): ApiMethod<T> => ({ http: 'GET', handle });
export const write = <T>(handle: (ctx: ApiContext) => T | Promise<T>): ApiMethod<T> => ({ http: 'POST', handle });

/**
 * A namespace typed against the client's contract: every method the client calls must be served,
 * and each answer must carry every field the client reads, or `npm run typecheck` fails.
 * `defineNamespace<AccountContract>()({ getInfo: read(...), ... })`
 */
export function defineNamespace<C>() {
  return (methods: ContractMethods<C>): MethodMap => methods;
}

export function fail(type: ServerErrorType, message?: string, errorData?: unknown): never {
  throw new ApiFailure(type, message, errorData);
}

/**
 * A refusal of one request that a real backend sends with HTTP 200 and the error body (a stale
 * bonus, a cashback already taken): the site shows it where it happened. Not for AccessDenied in
 * general: an HTTP 403 takes the whole site to the forbidden screen (SPEC §8).
 */
export function refuse(type: ServerErrorType, message?: string, errorData?: unknown): never {
  throw new ApiFailure(type, message, errorData, 200);
}

/** The signed-in account, or an Authorization failure for anonymous callers. */
export function requireAccount(): AccountRow {
  return sessionAccount() ?? fail('Authorization', 'User is not authorized');
}

/** A non-empty parameter from the body (POST) or query (GET), else InvalidParameter. */
export function requireParam(ctx: ApiContext, name: string): string {
  const value = ctx.body[name] ?? ctx.query.get(name);
  if (value === null || value === undefined || value === '') {
    fail('InvalidParameter', `${name}: this field is required`, { [name]: ['REQUIRED'] });
  }
  return value;
}
