import { SOCIAL_STATE_PARAM } from '@/api/auth-backend/social-login-protocol';
import { safeInternalPath } from '@/lib/navigation/safe-url';
import { AUTH_BASE } from '../auth/auth-backend';

/** What a social login asks of the mock provider: the popup's /oauth/init or the redirect's connect address. */
export interface ProviderRequest {
  provider: string;
  /** Same-origin path to return to. */
  returnPath: string;
  typeAuth: 'login' | 'registration';
  /** The attempt's nonce from the return address, relayed with the token (the app refuses a return without it). */
  state: string | null;
}

const CONNECT = new RegExp(`^${AUTH_BASE.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}connect/([a-z0-9_-]+)/?$`);

/** The request this address makes of the mock provider, or null when it is not a provider page. */
export function providerRequest(url: URL): ProviderRequest | null | 'invalid' {
  let provider: string | null;
  let back: string | null;
  if (url.pathname === '/oauth/init' || url.pathname === '/oauth/init/') {
    provider = url.searchParams.get('service');
    back = url.searchParams.get('redirect_url');
  } else {
    const match = CONNECT.exec(url.pathname);
    if (!match) return null;
    provider = match[1];
    back = url.searchParams.get('callback');
  }
  const returnPath = safeInternalPath(back, url.origin);
  if (!provider || !/^[a-z0-9_-]{1,32}$/.test(provider) || !returnPath) return 'invalid';
  const returnQuery = new URL(returnPath, url.origin).searchParams;
  const typeAuth = (url.searchParams.get('type_auth') ?? returnQuery.get('type_auth')) === 'registration' ? 'registration' : 'login';
  return { provider, returnPath, typeAuth, state: returnQuery.get(SOCIAL_STATE_PARAM) };
}
