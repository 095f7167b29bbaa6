import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { balancesOf, findAccountByEmail, getAccount, setSession, walletOf } from '../account/accounts';
import { db, persistDb } from '../core/db';
import { consumeResetCode, issueResetCode } from './password-reset-tables';
import type { AccountRow } from '../core/schema';
import { createSocialAccount } from '../oauth/social-accounts';
import { parseBase, pathUnder } from '../core/base-urls';
import { networkGate } from '../core/scenario-gates';

/**
 * The auth backend (Strapi v4 users-permissions) over the same
 * accounts as the main API. A successful login, register, reset or provider callback also signs
 * the main-API mock session in: in the mock both backends are one server.
 */
export const AUTH_BASE = parseBase(import.meta.env.VITE_AUTH_URL, '/cms/api/');

/** Providers the mock accepts; anything else answers "This provider is disabled". */
export const MOCK_PROVIDERS = ['google', 'facebook', 'telegram'] as const;

/**
 * Fake provider access tokens: `mock-{provider}-token.{identity}`, identity being a demo account's
 * email (sign in) or `new-{suffix}` (a new player who still has to complete registration).
 */
export function mockAccessToken(provider: string, identity: string): string {
  return `mock-${provider}-token.${identity}`;
}

type Json = Record<string, unknown>;

function strapiError(status: number, name: string, message: string, details: unknown = {}): Response {
  return HttpResponse.json({ data: null, error: { status, name, message, details } }, { status });
}

const invalid = (message: string) => strapiError(400, 'ValidationError', message);
const application = (message: string) => strapiError(400, 'ApplicationError', message);

function base64url(value: string): string {
  return btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function tokens(): Record<string, number> {
  return (db().authTokens ??= {});
}

/** A JWT-looking token ({ id, iat, exp } payload); the mock verifies it by lookup, not signature. */
function issueToken(account: AccountRow): string {
  const iat = Math.floor(Date.now() / 1000);
  const nonce = Math.random().toString(36).slice(2, 12);
  const jwt = [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify({ id: account.uid, iat, exp: iat + 30 * 86_400 })),
    base64url(`mock-signature-${nonce}`),
  ].join('.');
  tokens()[jwt] = account.uid;
  return jwt;
}

/** The user as /users/me and every { jwt, user } answer carry it (private fields left out). */
export function authUser(account: AccountRow) {
  const email = account.contacts.find((contact) => contact.type === 'email');
  const phone = account.contacts.find((contact) => contact.type === 'phone');
  const created = new Date(account.reg_time * 1000).toISOString();
  const login = account.email;
  const provider = /^([a-z]+)_/.exec(login)?.[1];
  return {
    id: account.uid,
    uid: account.uid,
    username: account.fakename ?? login,
    email: email?.contact ?? null,
    provider: provider === 'tg' ? 'telegram' : (provider ?? 'local'),
    confirmed: email?.is_confirmed ?? false,
    blocked: account.flags.banned,
    first_name: account.profile.first_name || null,
    phone: phone?.contact ?? null,
    is_registration_completed: account.flags.is_registration_completed,
    balance: balancesOf(walletOf(account)).balance_main,
    createdAt: created,
    updatedAt: created,
  };
}

function signIn(account: AccountRow): Response {
  const jwt = issueToken(account);
  setSession(account.uid);
  persistDb();
  return HttpResponse.json({ jwt, user: authUser(account) });
}

/** The account of the bearer token, or the Strapi answer for a missing or unknown one. */
function bearerAccount(request: Request): AccountRow | Response {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return strapiError(403, 'ForbiddenError', 'Forbidden');
  const uid = tokens()[match[1]];
  const account = uid === undefined ? undefined : getAccount(uid);
  if (!account) return strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
  if (account.flags.banned || account.flags.deleted) return strapiError(401, 'UnauthorizedError', 'Invalid credentials');
  return account;
}

async function jsonBody(request: Request): Promise<Json> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? (body as Json) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function login(body: Json): Response {
  const identifier = text(body.identifier);
  const password = text(body.password);
  if (!identifier || !password) return invalid('identifier and password are required fields');
  const account = findAccountByEmail(identifier);
  if (!account || !account.password || account.password !== password) return invalid('Invalid identifier or password');
  if (account.flags.banned) return application('Your account has been blocked by an administrator');
  return signIn(account);
}

function register(body: Json): Response {
  const username = text(body.username).trim();
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  if (!username || !email || !password) return invalid('username, email and password are required fields');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return invalid('email must be a valid email');
  if (password.length < 6) return invalid('password must be at least 6 characters');
  if (findAccountByEmail(email)) return application('Email or Username are already taken');
  const account = createSocialAccount({ login: email, firstName: '', completed: true });
  account.password = password;
  account.fakename = username;
  account.contacts.push({ type: 'email', contact: email, is_confirmed: false, is_subscribed: false });
  return signIn(account);
}

function forgotPassword(body: Json): Response {
  const account = findAccountByEmail(text(body.email));
  // Answered alike for unknown emails (late v4), so the form cannot probe accounts. Strapi's request
  // carries no locale: the link opens in the account's.
  if (account) issueResetCode(account, account.locale);
  return HttpResponse.json({ ok: true });
}

function resetPassword(body: Json): Response {
  const password = text(body.password);
  if (!password || password !== text(body.passwordConfirmation)) return invalid('Passwords do not match');
  // Checked before the code, so a refused password leaves the link usable.
  if (password.length < 6) return invalid('password must be at least 6 characters');
  if (password.length > 20) return invalid('password must be at most 20 characters');
  // Strapi words an unknown, used and expired code alike.
  const account = consumeResetCode(text(body.code));
  if (typeof account === 'string') return invalid('Incorrect code provided');
  account.password = password;
  return signIn(account);
}

function changePassword(account: AccountRow, body: Json): Response {
  const password = text(body.password);
  if (password !== text(body.passwordConfirmation)) return invalid('Passwords do not match');
  if (account.password !== text(body.currentPassword)) return invalid('The provided current password is invalid');
  if (password === account.password) return invalid('Your new password must be different than your current password');
  if (password.length < 6) return invalid('password must be at least 6 characters');
  account.password = password;
  return signIn(account);
}

function sendEmailConfirmation(body: Json): Response {
  const email = text(body.email).trim().toLowerCase();
  const account = findAccountByEmail(email);
  const contact = account?.contacts.find((item) => item.type === 'email' && item.contact === email);
  if (contact?.is_confirmed) return application('Already confirmed');
  if (account?.flags.banned) return application('User blocked');
  return HttpResponse.json({ email, sent: true });
}

function providerCallback(provider: string, url: URL): Response {
  if (!(MOCK_PROVIDERS as readonly string[]).includes(provider)) return application('This provider is disabled');
  const token = url.searchParams.get('access_token') ?? '';
  const prefix = `mock-${provider}-token.`;
  if (!token.startsWith(prefix)) return application('Invalid access token');
  const identity = token.slice(prefix.length);
  if (/^new-[a-z0-9]{1,16}$/.test(identity)) {
    const login = `${provider}_${identity.slice(4)}`;
    const existing = db().accounts.find((row) => row.email === login);
    return signIn(existing ?? createSocialAccount({ login, firstName: 'New player', completed: false }));
  }
  const account = findAccountByEmail(identity);
  if (!account) return application('Invalid access token');
  if (account.flags.banned) return application('Your account has been blocked by an administrator');
  return signIn(account);
}

const CALLBACK = /^auth\/([a-z0-9_-]+)\/callback\/?$/;

async function route(request: Request, rest: string): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method === 'GET' && rest === 'users/me') {
    const account = bearerAccount(request);
    return account instanceof Response ? account : HttpResponse.json(authUser(account));
  }
  const callback = CALLBACK.exec(rest);
  if (method === 'GET' && callback) return providerCallback(callback[1], url);
  if (method !== 'POST') return strapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');

  const body = await jsonBody(request);
  switch (rest) {
    case 'auth/local':
      return login(body);
    case 'auth/local/register':
      return register(body);
    case 'auth/forgot-password':
      return forgotPassword(body);
    case 'auth/reset-password':
      return resetPassword(body);
    case 'auth/send-email-confirmation':
      return sendEmailConfirmation(body);
    case 'auth/change-password': {
      const account = bearerAccount(request);
      return account instanceof Response ? account : changePassword(account, body);
    }
    default:
      return strapiError(404, 'NotFoundError', 'Not Found');
  }
}

const ROUTES = /^(users\/me|auth\/.+)$/;

/** One handler for every auth-backend call under VITE_AUTH_URL; latency and offline apply. */
export const authBackendHandler = http.all(
  ({ request }) => {
    const rest = pathUnder(AUTH_BASE, new URL(request.url));
    return rest !== null && ROUTES.test(rest) ? { matches: true, params: { rest } } : false;
  },
  async ({ request, params }) => {
    const gate = await networkGate();
    if (gate) return gate;
    return route(request, String(params.rest));
  },
);
