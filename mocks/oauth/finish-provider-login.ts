/**
 * What the mock provider's page does once a player is chosen (null: cancelled): in the social login
 * popup, hands the token and the attempt's nonce to the opener on the site's own origin and closes;
 * else goes back to the return address (already checked to be the site's own) with the token in its
 * query, beside the nonce the address already carries. A real provider relays the nonce the same
 * way (OAuth `state`): the app refuses a return without it.
 *
 * Self-contained on purpose, with the protocol's names passed in: the mock HTTP server writes this
 * function's text into its own provider page (mocks/server/provider-page.ts), and the mock build's
 * page calls it (provider-page.tsx), so both pages finish a login the same way.
 */
export interface ProviderLoginResult {
  provider: string;
  returnPath: string;
  typeAuth: 'login' | 'registration';
  /** The nonce the return address carried (its social_state), null when it had none. */
  state: string | null;
  /** The popup window's name and the message type (src/api/auth-backend/social-login-protocol.ts). */
  popupName: string;
  messageType: string;
}

export function finishProviderLogin(result: ProviderLoginResult, accessToken: string | null): void {
  const opener = window.name === result.popupName && window.opener && window.opener !== window ? (window.opener as Window) : null;
  if (opener) {
    if (accessToken) {
      opener.postMessage({ type: result.messageType, provider: result.provider, accessToken, typeAuth: result.typeAuth, state: result.state }, window.location.origin);
    }
    window.close();
    return;
  }
  const target = new URL(result.returnPath, window.location.origin);
  if (accessToken) {
    target.searchParams.set('access_token', accessToken);
    target.searchParams.set('provider', result.provider);
    target.searchParams.set('type_auth', result.typeAuth);
  } else {
    target.searchParams.delete('type_auth');
  }
  window.location.replace(target.href);
}
