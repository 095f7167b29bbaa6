import type { MainApiArgs } from '../base-query';
import type { MainApiTable, MainNamespace } from './contract-table';

/**
 * The requests of main-API endpoints, typed by the contract table (contract-table.ts, docs/contract.md).
 * An endpoint names its call once, as `'namespace.method'`; the table decides the rest: a key the
 * table lacks, a parameter its row does not list, or `mainGet` for a row the table marks POST (and
 * `mainPost` for a GET row) fails the type check. Only the key travels into the bundle: the table
 * itself stays out of the pages' code (the mock and the contract test read it).
 */

/** Every main-API call of the table as `'namespace.method'`. */
export type MainKey = { [N in MainNamespace]: `${N}.${keyof MainApiTable[N] & string}` }[MainNamespace];

type RowOf<K extends MainKey> = K extends `${infer N extends MainNamespace}.${infer M}` ? (M extends keyof MainApiTable[N] ? MainApiTable[N][M] : never) : never;

type KeyWithVerb<V extends 'GET' | 'POST'> = { [K in MainKey]: RowOf<K> extends { readonly http: V } ? K : never }[MainKey];

/** The calls the table sends as reads (query parameters). */
export type ReadKey = KeyWithVerb<'GET'>;
/** The calls the table sends as writes (POST with a form body and the write marker). */
export type WriteKey = KeyWithVerb<'POST'>;

/** The parameter names the row of `K` lists. */
export type CallParamName<K extends MainKey> = keyof RowOf<K>['params'] & string;

/** Any object whose names the row lists (values as the base query serialises them). */
export type CallParams<K extends MainKey> = { [N in CallParamName<K>]?: unknown };

/** `P` with every name the row does not list made impossible, so the check holds for declared types too. */
type OnlyRowNames<K extends MainKey, P> = P & { [X in Exclude<keyof P, CallParamName<K>>]: never };

/** What a call may add besides its parameters (see MainApiArgs). */
export type CallOptions = Pick<MainApiArgs, 'timeoutMs'>;

// Kept this small on purpose: it sits in the start chunk of every page.
const argsOf = (call: string, params: object | undefined, options: CallOptions | undefined, post?: true): MainApiArgs => ({ call, params: params as MainApiArgs['params'], post, ...options });

/** The request of a read: `mainGet('account.getProfileInfo', { fields: 'contacts' })`. */
export function mainGet<K extends ReadKey, P extends CallParams<K> = CallParams<K>>(key: K, params?: OnlyRowNames<K, P>, options?: CallOptions): MainApiArgs {
  return argsOf(key, params, options);
}

/** The request of a write: `mainPost('account.saveProfileInfo', params, { timeoutMs })`. */
export function mainPost<K extends WriteKey, P extends CallParams<K> = CallParams<K>>(key: K, params?: OnlyRowNames<K, P>, options?: CallOptions): MainApiArgs {
  return argsOf(key, params, options, true);
}
