/** The three faces of the auth popup and pages (componentProps.mode of 'authPopup'). */
export type AuthMode = 'signIn' | 'signUp' | 'restore';

export const AUTH_MODES: readonly AuthMode[] = ['signIn', 'signUp', 'restore'];

export function isAuthMode(value: unknown): value is AuthMode {
  return typeof value === 'string' && (AUTH_MODES as readonly string[]).includes(value);
}

/** What the 'authPopup' dialog promise resolves with after a sign-in or registration. */
export const AUTHENTICATED = 'authenticated';
