import { isWidgetPath } from './widget-path';

/**
 * The postMessage protocol of the iframe vendor (decision record 020; modelled on the SBTech and
 * BetConstruct frames). Every message is a plain object `{ protocol: 'sbk/1', type, ...fields }` with
 * exactly the fields of its type. The mock sportsbook speaks it too.
 */
export const PROTOCOL = 'sbk/1';

/** Frame -> host. */
export type VendorMessage =
  | { protocol: typeof PROTOCOL; type: 'ready' }
  | { protocol: typeof PROTOCOL; type: 'route'; path: string }
  | { protocol: typeof PROTOCOL; type: 'login' }
  | { protocol: typeof PROTOCOL; type: 'register' }
  | { protocol: typeof PROTOCOL; type: 'deposit' }
  | { protocol: typeof PROTOCOL; type: 'balance' }
  | { protocol: typeof PROTOCOL; type: 'token-expired' }
  | { protocol: typeof PROTOCOL; type: 'error'; code: 'restricted' | 'unknown' };

/** Host -> frame. */
export type HostMessage =
  | { protocol: typeof PROTOCOL; type: 'session'; token: string | null; lang: string }
  | { protocol: typeof PROTOCOL; type: 'navigate'; path: string }
  | { protocol: typeof PROTOCOL; type: 'balance'; amount: number; currency: string };

const BARE = new Set(['ready', 'login', 'register', 'deposit', 'balance', 'token-expired']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function hasExactKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(value, key));
}

/** The message the frame sent, or null when it is not one of the protocol's (anything else is ignored). */
export function parseVendorMessage(data: unknown): VendorMessage | null {
  if (!isPlainObject(data) || data.protocol !== PROTOCOL || typeof data.type !== 'string') return null;
  const { type } = data;
  if (BARE.has(type)) return hasExactKeys(data, ['protocol', 'type']) ? (data as VendorMessage) : null;
  if (type === 'route') return hasExactKeys(data, ['protocol', 'type', 'path']) && isWidgetPath(data.path) ? { protocol: PROTOCOL, type, path: data.path } : null;
  if (type === 'error') {
    return hasExactKeys(data, ['protocol', 'type', 'code']) && (data.code === 'restricted' || data.code === 'unknown') ? { protocol: PROTOCOL, type, code: data.code } : null;
  }
  return null;
}

/**
 * The message the host sent, or null (the frame's side of the same checks).
 * @internal shared with the mock backend, which reads the same contract
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isPlainObject(data) || data.protocol !== PROTOCOL) return null;
  if (data.type === 'session' && hasExactKeys(data, ['protocol', 'type', 'token', 'lang'])) {
    const { token, lang } = data;
    if ((token === null || (typeof token === 'string' && token.length < 500)) && typeof lang === 'string' && /^[a-z]{2}$/.test(lang)) return { protocol: PROTOCOL, type: 'session', token, lang };
  }
  if (data.type === 'navigate' && hasExactKeys(data, ['protocol', 'type', 'path']) && isWidgetPath(data.path)) return { protocol: PROTOCOL, type: 'navigate', path: data.path };
  if (data.type === 'balance' && hasExactKeys(data, ['protocol', 'type', 'amount', 'currency']) && typeof data.amount === 'number' && Number.isFinite(data.amount) && typeof data.currency === 'string') {
    return { protocol: PROTOCOL, type: 'balance', amount: data.amount, currency: data.currency };
  }
  return null;
}
