import { SOCIAL_POPUP_NAME, SOCIAL_STATE_PARAM } from '@/api/auth-backend/social-login-protocol';
import { absoluteUrl, ENV } from '@/lib/config/env';
import { leaveSite } from '@/lib/navigation/leave-site';
import { saveSocialBackUrl } from './back-url';
import { beginPendingSocialLogin } from './pending-social-login';
import {
  connectUrl,
  currentWindowBox,
  oauthInitUrl,
  popupFeatures,
  type SocialAuthMode,
  typeAuthOf,
} from './social-login-url';

export type SocialLoginVariant = 'popup' | 'redirect';

export interface StartSocialLoginDeps {
  window: Pick<Window, 'open' | 'location' | 'outerWidth' | 'outerHeight' | 'innerWidth' | 'innerHeight' | 'screenX' | 'screenY'>;
  variant?: SocialLoginVariant;
}

/** The popup opened last, so the message listener can tell its messages from others. */
let openedPopup: Window | null = null;

export function lastSocialPopup(): Window | null {
  return openedPopup;
}

/** This address carrying the attempt's nonce back (the return is checked against it). */
function withState(href: string, nonce: string): string {
  const url = new URL(href);
  url.searchParams.set(SOCIAL_STATE_PARAM, nonce);
  return url.href;
}

/** The return address for the redirect variant: here, with type_auth and the nonce for the way back. */
function returnAddress(href: string, mode: SocialAuthMode, nonce: string): string {
  const url = new URL(withState(href, nonce));
  url.hash = '';
  url.searchParams.set('type_auth', typeAuthOf(mode));
  return url.href;
}

/**
 * Starts a social login (SPEC §7): saves the back url and marks the login as started in this tab
 * (only a return this tab started is finished, pending-social-login.ts), then opens the 640x480 popup at /oauth/init,
 * or sends the browser to /connect/{provider} when configured so or when the popup is blocked.
 * Returns which variant ran.
 */
export function startSocialLogin(
  provider: string,
  mode: SocialAuthMode,
  deps: StartSocialLoginDeps = { window },
): SocialLoginVariant {
  const win = deps.window;
  const variant = deps.variant ?? ENV.socialLoginMode;
  saveSocialBackUrl(win.location.search);
  const { nonce } = beginPendingSocialLogin(provider);
  if (variant === 'popup') {
    const popup = win.open(
      oauthInitUrl(provider, withState(win.location.href, nonce), mode),
      SOCIAL_POPUP_NAME,
      popupFeatures(currentWindowBox(win as Window)),
    );
    if (popup) {
      openedPopup = popup;
      popup.focus?.();
      return 'popup';
    }
  }
  // Only to the auth backend's own origin, whatever the address turned out to be.
  const origin = new URL(win.location.href).origin;
  leaveSite(connectUrl(provider, returnAddress(win.location.href, mode, nonce)), { label: 'social', allowExternal: [absoluteUrl(ENV.authUrl).origin], tab: win, origin });
  return 'redirect';
}
