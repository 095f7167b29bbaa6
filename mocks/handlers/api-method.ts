import type { ServerErrorType } from '@/api/errors';
import { sessionAccount } from '../db/accounts';
import type { AccountRow } from '../db/schema';

/**
 * The building blocks of a namespace file: each method declares its HTTP verb and a handler that
 * returns the `data` payload or throws ApiFailure.
 */
export class ApiFailure extends Error {
  constructor(
    readonly type: ServerErrorType,
    message: string = type,
    readonly errorData?: unknown,
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

export interface ApiMethod {
  http: 'GET' | 'POST';
  handle: (ctx: ApiContext) => unknown;
}

export type MethodMap = Record<string, ApiMethod>;

export const read = (handle: ApiMethod['handle']): ApiMethod => ({ http: 'GET', handle });
export const write = (handle: ApiMethod['handle']): ApiMethod => ({ http: 'POST', handle });

export function fail(type: ServerErrorType, message?: string, errorData?: unknown): never {
  throw new ApiFailure(type, message, errorData);
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
