import { absoluteUrl, ENV } from '@/lib/config/env';

/** SPEC §9: the social login popup is 640 x 480. */
export const SOCIAL_POPUP_WIDTH = 640;
export const SOCIAL_POPUP_HEIGHT = 480;
/** Where the popup starts (SPEC §7, served by the main backend's origin). */
export const OAUTH_INIT_PATH = '/oauth/init';

export type SocialAuthMode = 'signIn' | 'signUp';
export type TypeAuth = 'login' | 'registration';

export function typeAuthOf(mode: SocialAuthMode): TypeAuth {
  return mode === 'signUp' ? 'registration' : 'login';
}

/** `/oauth/init?service=<provider>&redirect_url=<current address>&type_auth=<login|registration>`. */
export function oauthInitUrl(provider: string, redirectUrl: string, mode: SocialAuthMode): string {
  const url = absoluteUrl(OAUTH_INIT_PATH);
  url.searchParams.set('service', provider);
  url.searchParams.set('redirect_url', redirectUrl);
  url.searchParams.set('type_auth', typeAuthOf(mode));
  return url.href;
}

/**
 * The browser-redirect variant: `{VITE_AUTH_URL}connect/{provider}` (Strapi). `callback` is where
 * the backend sends the browser back with ?access_token= (Strapi checks it against its allow-list).
 */
export function connectUrl(provider: string, callback: string): string {
  const url = absoluteUrl(`${ENV.authUrl}connect/${encodeURIComponent(provider)}`);
  url.searchParams.set('callback', callback);
  return url.href;
}

export interface ScreenBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** window.open features of a 640x480 popup centred over the current window. */
export function popupFeatures(box: ScreenBox): string {
  const left = Math.max(0, Math.round(box.left + (box.width - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(box.top + (box.height - SOCIAL_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`;
}

/** The current window's box on the screen (outer size, screen position). */
export function currentWindowBox(win: Window = window): ScreenBox {
  return {
    width: win.outerWidth || win.innerWidth,
    height: win.outerHeight || win.innerHeight,
    left: win.screenX ?? 0,
    top: win.screenY ?? 0,
  };
}
