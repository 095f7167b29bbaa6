import type { AuthMode } from './auth-mode';
import { POPUP_FLAGS } from './auth-flag-names';
import { AUTH_FLAG_PARAMS } from './auth-success-target';

/** Why the app opened the auth popup on its own (SPEC §2 query flags and the game-page hash). */
export type AuthPopupRequest = {
  mode: AuthMode;
  preventClose: boolean;
  reason: 'gameReal' | 'showPopupReg' | 'storedShowPopupReg' | 'showPopupAuth' | 'redirect';
};

export interface AuthFlagInput {
  search: string;
  hash: string;
  isGamePage: boolean;
  /** show_popup_reg was remembered on an earlier visit and not yet shown in this one. */
  storedShowPopupReg: boolean;
  /** A redirectUrl whose popup the player already dismissed: it does not open again. */
  dismissedRedirect: string | null;
}

/** '0' and 'false' switch a flag off; any other value (even empty) switches it on. */
function flagOff(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value === '0' || value === 'false';
}

function flagOn(params: URLSearchParams, name: string): boolean {
  return params.get(name) !== null && !flagOff(params, name);
}

/** show_popup_reg is remembered for later visits only when the address switches it on. */
export function showPopupRegToRemember(search: string): boolean {
  return flagOn(new URLSearchParams(search), 'show_popup_reg');
}

/** show_popup_reg=0 / false: the address says no registration popup, not even a remembered one. */
export function showPopupRegOff(search: string): boolean {
  return flagOff(new URLSearchParams(search), 'show_popup_reg');
}

/** A popup flag switched off opens nothing, so nothing closes to take it out of the address: it goes at once. */
export function hasFlagsOff(search: string): boolean {
  const params = new URLSearchParams(search);
  return POPUP_FLAGS.some((name) => flagOff(params, name));
}

/** Which popup an anonymous visitor gets for this address, if any. */
export function authPopupRequest({ search, hash, isGamePage, storedShowPopupReg, dismissedRedirect }: AuthFlagInput): AuthPopupRequest | null {
  const params = new URLSearchParams(search);
  const preventClose = params.get('prevent_close') === '1';
  if (isGamePage && hash === '#real') return { mode: 'signUp', preventClose, reason: 'gameReal' };
  if (flagOn(params, 'show_popup_reg')) return { mode: 'signUp', preventClose, reason: 'showPopupReg' };
  if (flagOn(params, 'show_popup_auth')) return { mode: 'signIn', preventClose, reason: 'showPopupAuth' };
  if (storedShowPopupReg && !flagOff(params, 'show_popup_reg')) return { mode: 'signUp', preventClose, reason: 'storedShowPopupReg' };
  const redirect = params.get('redirectUrl');
  if (redirect && redirect !== dismissedRedirect) return { mode: 'signIn', preventClose, reason: 'redirect' };
  return null;
}

/** The search string without the popup flags ('' when nothing is left). */
export function searchWithoutFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AUTH_FLAG_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
