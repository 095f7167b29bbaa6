/**
 * The mark a social login leaves in this tab when it starts, and the check its return must pass:
 * without it, any link carrying ?access_token=&provider= would sign the
 * visitor into whatever account the link's author chose. sessionStorage: it lives in this tab only,
 * survives the round trip through the provider, and no other site can write it.
 */
export interface PendingSocialLogin {
  provider: string;
  /** Date.now() when the login started. */
  startedAt: number;
  /** Random; every return must carry it back (SOCIAL_STATE_PARAM in the address, `state` in the popup's message). */
  nonce: string;
}

export const PENDING_SOCIAL_LOGIN_KEY = 'social_auth_pending';
/** Long enough for a provider's consent screen and a second factor there, short enough to go stale. */
export const PENDING_SOCIAL_LOGIN_MAX_AGE_MS = 10 * 60_000;

export type SocialReturnRefusal = 'notStarted' | 'otherProvider' | 'expired' | 'noNonce' | 'otherAttempt';

export type SocialReturnCheck = { ok: true } | { ok: false; reason: SocialReturnRefusal };

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Marks a social login as started here; an older mark is replaced (only the last attempt may return). */
export function beginPendingSocialLogin(provider: string, { now = Date.now(), storage = sessionStore() } = {}): PendingSocialLogin {
  const pending: PendingSocialLogin = { provider, startedAt: now, nonce: randomNonce() };
  try {
    storage?.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: the return will then be refused too, which is the safe side.
  }
  return pending;
}

function readPending(storage: SessionStore | null): PendingSocialLogin | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(PENDING_SOCIAL_LOGIN_KEY) ?? 'null');
  } catch {
    return null;
  }
  const candidate = parsed as Partial<PendingSocialLogin> | null;
  if (!candidate || typeof candidate.provider !== 'string' || typeof candidate.startedAt !== 'number') return null;
  if (typeof candidate.nonce !== 'string') return null;
  return { provider: candidate.provider, startedAt: candidate.startedAt, nonce: candidate.nonce };
}

/**
 * Checks a return against the mark and removes the mark whatever the outcome, so one start admits
 * at most one return. `state` is the nonce the return carried: without it the return is refused,
 * since the mark alone would admit a stranger's token sent to this tab while a login is pending.
 */
export function takePendingSocialLogin(
  returned: { provider: string; state?: string | null },
  { now = Date.now(), storage = sessionStore() } = {},
): SocialReturnCheck {
  const pending = readPending(storage);
  try {
    storage?.removeItem(PENDING_SOCIAL_LOGIN_KEY);
  } catch {
    // Nothing to do: a mark that cannot be removed expires.
  }
  if (!pending) return { ok: false, reason: 'notStarted' };
  if (pending.provider !== returned.provider) return { ok: false, reason: 'otherProvider' };
  const age = now - pending.startedAt;
  if (!(age >= 0 && age <= PENDING_SOCIAL_LOGIN_MAX_AGE_MS)) return { ok: false, reason: 'expired' };
  if (!returned.state) return { ok: false, reason: 'noNonce' };
  if (returned.state !== pending.nonce) return { ok: false, reason: 'otherAttempt' };
  return { ok: true };
}

