import { SOCIAL_AUTH_MESSAGE, SOCIAL_STATE_PARAM } from '@/api/auth-backend/social-login-protocol';
import type { SocialAuthMode, TypeAuth } from './social-login-url';

/**
 * How a finished provider round trip reaches the app: the provider (or the popup's own copy of the
 * app) sends the access token back either as query parameters of the return address or, from the
 * popup, as a window message to the opener.
 */

/** Query parameters of the return address; removed from the address once read. */
export const RETURN_PARAMS = ['access_token', 'provider', 'type_auth', SOCIAL_STATE_PARAM] as const;

export interface SocialAuthResult {
  provider: string;
  accessToken: string;
  mode: SocialAuthMode;
  /** The nonce of the attempt as the flow carried it back, or null (then refused: pending-social-login.ts). */
  state: string | null;
}

const PROVIDER_NAME = /^[a-z0-9_-]{1,32}$/;

function modeOf(typeAuth: unknown): SocialAuthMode {
  return (typeAuth as TypeAuth) === 'registration' ? 'signUp' : 'signIn';
}

/** The result carried by a return address, or null; `provider` may also come from /connect/{provider}/redirect. */
export function resultFromLocation(pathname: string, search: string): SocialAuthResult | null {
  const query = new URLSearchParams(search);
  const accessToken = query.get('access_token');
  const provider = query.get('provider') ?? /\/connect\/([^/]+)\/redirect\/?$/.exec(pathname)?.[1] ?? null;
  if (!accessToken || !provider || !PROVIDER_NAME.test(provider)) return null;
  return { provider, accessToken, mode: modeOf(query.get('type_auth')), state: query.get(SOCIAL_STATE_PARAM) };
}

/** The search string without the return parameters ('' or '?...'). */
export function searchWithoutResult(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export interface SocialAuthMessage {
  type: typeof SOCIAL_AUTH_MESSAGE;
  provider: string;
  accessToken: string;
  typeAuth: TypeAuth;
  state?: string | null;
}

/** A window message's data as a result, or null when it is anything else. */
export function resultFromMessage(data: unknown): SocialAuthResult | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<SocialAuthMessage>;
  if (message.type !== SOCIAL_AUTH_MESSAGE) return null;
  if (typeof message.accessToken !== 'string' || !message.accessToken) return null;
  if (typeof message.provider !== 'string' || !PROVIDER_NAME.test(message.provider)) return null;
  const state = typeof message.state === 'string' ? message.state : null;
  return { provider: message.provider, accessToken: message.accessToken, mode: modeOf(message.typeAuth), state };
}

export function toMessage(result: SocialAuthResult): SocialAuthMessage {
  return {
    type: SOCIAL_AUTH_MESSAGE,
    provider: result.provider,
    accessToken: result.accessToken,
    typeAuth: result.mode === 'signUp' ? 'registration' : 'login',
    state: result.state,
  };
}
