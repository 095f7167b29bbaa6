/**
 * The password of a sign-in that waits for its second factor (SPEC §4). It is kept here, in a module
 * variable, and not in the Redux store: a store is readable from developer tools and from any state
 * dump, and the password must not be. Only useSignIn writes it and only the two-factor form reads it;
 * it is forgotten after the second step succeeds, when the player goes back, on sign-out and when
 * the auth panel unmounts.
 *
 * Nothing is persisted, so a page reload loses it while the store's two-factor step (login and resend
 * time) is lost too: the player simply signs in again. That is accepted on purpose.
 */
let held: { login: string; password: string } | null = null;

export function holdTwoFactorPassword(login: string, password: string): void {
  held = { login, password };
}

/** The held password, only for the login it was given with (never another player's). */
export function twoFactorPasswordFor(login: string): string | null {
  return held && held.login === login ? held.password : null;
}

export function forgetTwoFactorPassword(): void {
  held = null;
}
