import { sessionAccount, walletOf } from '../account/accounts';
import { db, resetMockDb } from '../core/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../account/fixtures/demo-accounts';
import { applyScenariosFromUrl, scenarioState, scenarioWarnings, signInAs, signOut, URL_SCENARIO_PARAMS } from '../scenarios';
import { renderAdminPage } from './admin-page';
import { sumsubWebhook } from './sumsub-webhook';
import { jsonReply, type Reply } from './reply';
import { adoptReseededDb, signedInSessions } from './session';

/**
 * The QA switches of the mock server. A production build has no QA panel and no mock code, so the
 * switches the browser mock reads from `?mock_*` parameters are set here instead, with the same
 * parser (applyScenariosFromUrl). Every action answers JSON, or redirects to `next` (a same-origin
 * path) when given, which is how the admin page's forms come back to it.
 *
 *   GET  /__mock/                 the admin page (plain HTML)
 *   GET  /__mock/state            JSON: the caller's session, the switches, the database
 *   GET|POST /__mock/scenario     any mock_* parameter of the QA guide (mocks/README.md), e.g. ?mock_error=account.getInfo:UserBanned&mock_latency=800
 *                                 (by GET only from the address bar, and without mock_login, mock_logout, mock_reset)
 *   POST /__mock/reset            reseed the database and clear the switches (every browser is signed out)
 *   POST /__mock/login            email=demo@example.com: sign the calling browser in (no password)
 *   POST /__mock/logout           sign the calling browser out
 *   POST /__mock/sumsub-webhook   type=applicantPending|applicantReviewed&applicantId=…: Sumsub's webhooks (sumsub-webhook.ts)
 *
 * Any site a tester visits can send the tester's browser here: a link or a form would sign it into
 * an account of the attacker's choosing or wipe the database. So whatever changes who is signed in
 * or the database is a POST, and a POST from a page must come from this server's own origin
 * (a browser always sends Origin with a POST; scripts and curl send none and are let through).
 * A GET to the switches is refused when the browser says another site sent it (Sec-Fetch-Site).
 */
export const ADMIN_PREFIX = '/__mock';

export interface AdminRequest {
  request: Request;
  /** The admin prefix this request came in under (`/__mock` or the API alias). */
  prefix: string;
  /** The alias under the main-API base (the app's service worker lets it through), if any. */
  alias: string | null;
}

type Action = (params: URLSearchParams) => Reply | null;

function summary() {
  const account = sessionAccount();
  return {
    session: account ? { uid: account.uid, email: account.email, balance_main: walletOf(account).main / 100, currency: account.currency } : null,
    scenarios: scenarioState(),
    warnings: scenarioWarnings(),
    signedInBrowsers: signedInSessions(),
  };
}

/** Runs a state change; a reseed it causes moves the caller to the new database (session.ts). */
function change(run: () => void): void {
  try {
    run();
  } finally {
    adoptReseededDb();
  }
}

const ACTIONS: Record<string, Action> = {
  scenario: (params) => {
    // The admin page's form sends every field; an empty one means "leave as it is".
    const given = URL_SCENARIO_PARAMS.filter((name) => params.getAll(name).some((value) => value.trim() !== ''));
    if (given.length === 0) {
      return jsonReply(400, { error: `Send at least one of ${URL_SCENARIO_PARAMS.join(', ')} (see the QA guide, mocks/README.md)` });
    }
    const url = new URL('http://mock.invalid/');
    params.forEach((value, name) => {
      if (value.trim() !== '') url.searchParams.append(name, value);
    });
    change(() => applyScenariosFromUrl(url));
    return null;
  },
  reset: () => {
    change(() => resetMockDb());
    return null;
  },
  login: (params) => {
    const email = params.get('email')?.trim();
    if (!email) return jsonReply(400, { error: 'email is required, e.g. /__mock/login?email=demo@example.com' });
    try {
      signInAs(email);
    } catch (error) {
      return jsonReply(404, { error: (error as Error).message });
    }
    return null;
  },
  logout: () => {
    signOut();
    return null;
  },
  // Answers itself: the webhook's reply carries the review.
  'sumsub-webhook': (params) => sumsubWebhook(params.get('type'), params.get('applicantId')),
};

/** Actions that sign a browser in or out or reseed everything: never by GET. */
const POST_ONLY = new Set(['login', 'logout', 'reset', 'sumsub-webhook']);
/** The switches' parameters that do the same. */
const SESSION_PARAMS = ['mock_login', 'mock_logout', 'mock_reset'];

/** Why a state change is refused, or null: a page of another origin asked for it (see the header comment). */
export function foreignRequest(request: Request, origin: string): string | null {
  const sender = request.headers.get('origin');
  if (request.method === 'POST' && sender !== null && sender !== origin) {
    return `Origin ${sender} is not this server (${origin}): use the admin page at ${origin}${ADMIN_PREFIX}/`;
  }
  const site = request.headers.get('sec-fetch-site');
  if (request.method === 'GET' && site !== null && site !== 'same-origin' && site !== 'none') {
    return `A ${site} page sent this browser here: type the address yourself or use the admin page at ${origin}${ADMIN_PREFIX}/`;
  }
  return null;
}

/** A same-origin path to go back to, or null (absolute, protocol-relative or odd addresses are refused). */
export function safeNext(value: string | null, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

async function paramsOf(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data'))) {
    const form = await request.formData();
    form.forEach((value, name) => {
      if (typeof value === 'string') params.append(name, value);
    });
  }
  return params;
}

/** Answers a request under an admin prefix. */
export async function adminReply({ request, prefix, alias }: AdminRequest): Promise<Reply> {
  const url = new URL(request.url);
  const route = url.pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  const method = request.method.toUpperCase();

  if (route === '' && (method === 'GET' || method === 'HEAD')) {
    if (!url.pathname.endsWith('/')) return { status: 308, headers: { Location: `${url.pathname}/` }, body: null };
    const html = renderAdminPage({ ...summary(), prefix, alias, accounts: db().accounts.map((row) => row.email), demoAccounts: DEMO_ACCOUNTS.map((row) => row.email), demoPassword: DEMO_PASSWORD });
    return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body: Buffer.from(html) };
  }
  if (route === 'state' && (method === 'GET' || method === 'HEAD')) return jsonReply(200, { ...summary(), db: db() });

  const action = Object.hasOwn(ACTIONS, route) ? ACTIONS[route] : undefined;
  if (!action) {
    return jsonReply(404, { error: `No admin endpoint ${url.pathname}`, endpoints: ['', 'state', ...Object.keys(ACTIONS)].map((name) => `${prefix}/${name}`) });
  }
  if (method !== 'GET' && method !== 'POST') return jsonReply(405, { error: 'Use GET or POST' }, { Allow: 'GET, POST' });
  if (method === 'GET' && POST_ONLY.has(route)) {
    return jsonReply(405, { error: `${url.pathname} changes the session or the database: POST it (the admin page's forms do)` }, { Allow: 'POST' });
  }
  const foreign = foreignRequest(request, url.origin);
  if (foreign !== null) {
    console.warn(`[mock-server] refused ${method} ${url.pathname}: ${foreign}`);
    return jsonReply(403, { error: foreign });
  }
  const params = await paramsOf(request);
  const sessionParams = SESSION_PARAMS.filter((name) => params.has(name));
  if (method === 'GET' && sessionParams.length > 0) {
    return jsonReply(405, { error: `${sessionParams.join(', ')} change the session or the database: POST them (the admin page's forms do)` }, { Allow: 'POST' });
  }
  const refused = action(params);
  if (refused) return refused;
  const next = safeNext(params.get('next'), url.origin);
  if (next !== null) return { status: 303, headers: { Location: next, 'Cache-Control': 'no-store' }, body: null };
  return jsonReply(200, { ok: true, ...summary() });
}
