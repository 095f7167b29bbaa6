import { http } from './lean-http';
import { ENVELOPE_PARAMS, mainApiRow } from '@/api/contract/contract-table';
import { WRITE_MARKER_HEADER, WRITE_MARKER_VALUE } from '@/api/request-url';
import { sessionAccount } from '../account/accounts';
import { persistDb } from './db';
import { ApiFailure, type ApiContext } from './api-method';
import { API_BASE, pathUnder } from './base-urls';
import { NAMESPACES } from '../namespaces';
import { dataResponse, errorResponse } from './respond';
import { networkGate, takeForcedError } from './scenario-gates';

/** The API version every call must carry (SPEC §9). */
export const API_VERSION = '2.34';

/** Calls a banned or deleted session may still make. */
const SESSION_EXEMPT = new Set(['metadata.get', 'metadata.getGeneralInfo', 'auth.logout']);

const CALL_PATTERN = /^([A-Za-z][A-Za-z0-9]*)\/([A-Za-z][A-Za-z0-9]*)\/?$/;

async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const body: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    return body;
  }
  if ((await request.text()) === '') return {};
  throw new ApiFailure('InvalidRequest', 'The body must be form data');
}

/**
 * A write without the app's marker header came from somewhere else: a cross-site form posting with
 * the player's cookies (SameSite=None on partner pages) cannot set it. Checked before anything runs.
 */
function refusedWrite(request: Request, namespace: string, method: string): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  if (request.headers.get(WRITE_MARKER_HEADER) === WRITE_MARKER_VALUE) return null;
  console.warn(`[mocks] refused ${request.method} ${namespace}.${method}: no ${WRITE_MARKER_HEADER}: ${WRITE_MARKER_VALUE} header (a cross-site form cannot send one)`);
  return errorResponse('AccessDenied', `Request refused: send the ${WRITE_MARKER_HEADER} header`);
}

/**
 * A parameter the contract table (src/api/contract/contract-table.ts) does not list for the method
 * is refused, as a strict backend would: a name the client and the mock both guessed differently
 * from SPEC fails here instead of passing unnoticed.
 */
function refusedParams(namespace: string, method: string, query: URLSearchParams, body: Record<string, string>): Response | null {
  const row = mainApiRow(namespace, method);
  if (!row) return null;
  const sent = [...new Set([...query.keys(), ...Object.keys(body)])].filter((name) => !(ENVELOPE_PARAMS as readonly string[]).includes(name));
  const unknown = sent.filter((name) => !Object.hasOwn(row.params, name));
  if (unknown.length === 0) return null;
  const listed = Object.keys(row.params).join(', ') || 'none';
  const names = unknown.map((name) => `"${name}"`).join(', ');
  console.warn(`[mocks] refused ${namespace}.${method}: parameter ${names} is not in the contract table (it lists ${listed})`);
  return errorResponse('InvalidParameter', `${namespace}.${method}: unknown parameter ${names}`, Object.fromEntries(unknown.map((name) => [name, ['UNKNOWN']])));
}

async function dispatch(request: Request, namespace: string, method: string): Promise<Response> {
  const url = new URL(request.url);
  const refused = refusedWrite(request, namespace, method);
  if (refused) return refused;
  if (url.searchParams.get('v') !== API_VERSION) {
    return errorResponse('InvalidRequest', `Unsupported API version; send v=${API_VERSION}`);
  }
  const forced = takeForcedError(namespace, method);
  if (forced) return errorResponse(forced, 'Forced by QA scenario');

  const definition = Object.hasOwn(NAMESPACES, namespace) && Object.hasOwn(NAMESPACES[namespace], method)
    ? NAMESPACES[namespace][method]
    : undefined;
  if (!definition) return errorResponse('MethodNotFound', `Method ${namespace}.${method} not found`);
  if (request.method !== definition.http) {
    return errorResponse('InvalidRequest', `${namespace}.${method} expects ${definition.http}`);
  }

  const account = sessionAccount();
  if (account && !SESSION_EXEMPT.has(`${namespace}.${method}`)) {
    if (account.flags.banned) return errorResponse('UserBanned', 'User is banned');
    if (account.flags.deleted) return errorResponse('UserDeleted', 'User is deleted');
  }

  try {
    const ctx: ApiContext = {
      request,
      namespace,
      method,
      query: url.searchParams,
      body: definition.http === 'POST' ? await readBody(request) : {},
      locale: url.searchParams.get('locale'),
    };
    const refusedParam = refusedParams(namespace, method, ctx.query, ctx.body);
    if (refusedParam) return refusedParam;
    const data = await definition.handle(ctx);
    // Only writes change state; reads must not (a lazily created empty row is recreated identically).
    if (definition.http === 'POST') persistDb();
    return dataResponse(data);
  } catch (error) {
    if (error instanceof ApiFailure) return errorResponse(error.type, error.message, error.errorData, error.httpStatus);
    console.error(`[mocks] ${namespace}.${method} crashed`, error);
    return errorResponse('InternalServerError', 'Mock handler error');
  }
}

/**
 * ONE handler for every main-API call: {VITE_API_URL}{namespace}/{method}?v=2.34&locale=xx.
 * Order: latency/offline, the write marker of a POST, version check, forced errors, method lookup,
 * session state, the parameter names of the contract table, the method.
 */
export const mainApiHandler = http.all(
  ({ request }) => {
    const rest = pathUnder(API_BASE, new URL(request.url));
    const match = rest === null ? null : CALL_PATTERN.exec(rest);
    return match ? { matches: true, params: { namespace: match[1], method: match[2] } } : false;
  },
  async ({ request, params }) => {
    const call = { namespace: String(params.namespace), method: String(params.method) };
    const gate = await networkGate(call, request);
    if (gate) return gate;
    return dispatch(request, call.namespace, call.method);
  },
);
