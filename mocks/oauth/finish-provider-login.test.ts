// @vitest-environment jsdom
import { SOCIAL_AUTH_MESSAGE, SOCIAL_POPUP_NAME } from '@/api/auth-backend/social-login-protocol';
import { finishProviderLogin, type ProviderLoginResult } from './finish-provider-login';
import { providerRequest } from './provider-request';

const ORIGIN = window.location.origin;

function resultFor(address: string): ProviderLoginResult {
  const request = providerRequest(new URL(address, ORIGIN));
  if (!request || request === 'invalid') throw new Error(`not a provider request: ${address}`);
  return { ...request, popupName: SOCIAL_POPUP_NAME, messageType: SOCIAL_AUTH_MESSAGE };
}

describe('the mock provider relays the attempt nonce', () => {
  afterEach(() => {
    window.name = '';
    window.opener = null;
    vi.restoreAllMocks();
  });

  it('reads the nonce from the return address of both flows', () => {
    expect(resultFor(`/oauth/init?service=google&redirect_url=${encodeURIComponent(`${ORIGIN}/en/?social_state=n0nce`)}`).state).toBe('n0nce');
    expect(resultFor(`/cms/api/connect/facebook?callback=${encodeURIComponent(`${ORIGIN}/it/?social_state=n1&type_auth=registration`)}`)).toMatchObject({ state: 'n1', typeAuth: 'registration' });
    expect(resultFor(`/oauth/init?service=google&redirect_url=${encodeURIComponent(`${ORIGIN}/en/`)}`).state).toBeNull();
  });

  it('puts the nonce in the popup message to the opener', () => {
    const postMessage = vi.fn();
    window.name = SOCIAL_POPUP_NAME;
    window.opener = { postMessage };
    vi.spyOn(window, 'close').mockImplementation(() => {});
    finishProviderLogin(resultFor(`/oauth/init?service=google&redirect_url=${encodeURIComponent(`${ORIGIN}/en/?social_state=n0nce`)}`), 'tok');
    expect(postMessage).toHaveBeenCalledWith({ type: SOCIAL_AUTH_MESSAGE, provider: 'google', accessToken: 'tok', typeAuth: 'login', state: 'n0nce' }, ORIGIN);
  });
});
