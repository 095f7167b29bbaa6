import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { db } from '../core/db';
import type { MockDb, SessionRow } from '../core/schema';

/**
 * Who is signed in, per browser, for the mock backend served over HTTP (decision record 015).
 *
 * The handlers know one session: `db().session.currentUid`, which is right for one browser tab (the
 * service worker) and for tests. Over HTTP many tabs and browsers share one server, so the server
 * gives each browser a `mock_session` cookie and, while a request is served, points
 * `db().session.currentUid` at that browser's session through AsyncLocalStorage. Requests stay
 * concurrent (latency switches delay them) without seeing each other's player, and the handlers,
 * the database and the scenarios are used unchanged.
 */
export const SESSION_COOKIE = 'mock_session';

interface RequestSession {
  /** The database the session belongs to; a reseed (QA reset) starts a new one without sessions. */
  db: MockDb;
  /** The cookie the browser sent, if any. */
  id: string | null;
  /** Signed-in uid as the request started, and as the handlers leave it. */
  startUid: number | null;
  uid: number | null;
}

const current = new AsyncLocalStorage<RequestSession>();

// cookie id -> uid, per database object: a reseed forgets every session, like the browser mock's
// reset signs its one player out.
const sessionsByDb = new WeakMap<MockDb, Map<string, number>>();
const boundRows = new WeakSet<SessionRow>();

function sessionsOf(tables: MockDb): Map<string, number> {
  let sessions = sessionsByDb.get(tables);
  if (!sessions) {
    sessions = new Map();
    sessionsByDb.set(tables, sessions);
  }
  return sessions;
}

/**
 * Turns `currentUid` of the session row into an accessor: inside a request it reads and writes that
 * request's session; outside any request it behaves like the plain field it was (tests and scripts
 * that call signInAs() directly keep working).
 */
function bindRow(row: SessionRow): void {
  if (boundRows.has(row)) return;
  let outside = row.currentUid;
  Object.defineProperty(row, 'currentUid', {
    configurable: true,
    enumerable: true,
    get: () => {
      const request = current.getStore();
      return request ? request.uid : outside;
    },
    set: (uid: number | null) => {
      const request = current.getStore();
      if (request) request.uid = uid;
      else outside = uid;
    },
  });
  boundRows.add(row);
}

/**
 * Follows a reseed made by the current request (QA reset through the admin endpoint): the request
 * moves to the new database, taking whatever session the reset left (signed out, or the account a
 * `mock_login` in the same call signed in). Call it synchronously after such an action.
 */
export function adoptReseededDb(): void {
  const request = current.getStore();
  const tables = db();
  if (request && request.db !== tables) {
    const written = boundRows.has(tables.session) ? null : tables.session.currentUid;
    request.db = tables;
    request.uid = written;
  }
  bindRow(tables.session);
}

/** How many browsers are signed in (for the admin page). */
export function signedInSessions(): number {
  return sessionsOf(db()).size;
}

/**
 * On a loopback host (a secure context even over http) the cookie is `SameSite=None; Secure;
 * Partitioned`, as a real backend's must be for a partner's frame of another site to keep the
 * player signed in (docs/partners.md); on any other host name over http a Secure cookie would be
 * refused, so it stays Lax there.
 */
function cookieHeader(value: string, secure: boolean, maxAge?: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', ...(secure ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Lax'])];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  return parts.join('; ');
}

/** What the response must do with the cookie once the handlers are done. */
function settle(request: RequestSession, secure: boolean): string | null {
  // The database was reseeded while this request ran (by another request): its session is gone.
  if (request.db !== db()) return null;
  const sessions = sessionsOf(request.db);
  const known = request.id !== null && sessions.has(request.id);
  if (request.uid === request.startUid) {
    // Nothing changed here. Only a cookie the server no longer knows is cleaned up; a request that
    // merely read the session never re-creates one another tab has just ended (logout race).
    return request.id !== null && !known && request.uid === null ? cookieHeader('', secure, 0) : null;
  }
  if (known) sessions.delete(request.id!);
  if (request.uid === null) return request.id !== null ? cookieHeader('', secure, 0) : null;
  // Signed in or switched account: a fresh id, so an id seen before the login is worth nothing.
  const id = randomUUID();
  sessions.set(id, request.uid);
  return cookieHeader(id, secure);
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

/**
 * Runs `serve` in the session of the browser that sent `cookieHeaderValue` and returns its result
 * with the Set-Cookie header the response needs (null: none).
 */
export async function withRequestSession<T>(
  cookieHeaderValue: string | undefined,
  serve: () => Promise<T>,
  options: { secure?: boolean } = {},
): Promise<{ result: T; setCookie: string | null }> {
  const tables = db();
  bindRow(tables.session);
  const id = readCookie(cookieHeaderValue, SESSION_COOKIE);
  const uid = id === null ? null : (sessionsOf(tables).get(id) ?? null);
  const request: RequestSession = { db: tables, id, startUid: uid, uid };
  return current.run(request, async () => {
    const result = await serve();
    return { result, setCookie: settle(request, options.secure === true) };
  });
}
