/** The parts of a window the cookie attributes depend on. */
export type CookieWindow = Pick<Window, 'self' | 'top' | 'location' | 'isSecureContext'>;

/**
 * Whether the page runs in a frame of another origin (a partner's page). A parent of this origin
 * is readable; reading a foreign one throws.
 */
export function inForeignFrame(win: CookieWindow = window): boolean {
  if (win.self === win.top || win.top === null) return false;
  try {
    return win.top.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}

/**
 * The SameSite / Secure / Partitioned attributes of a cookie the site writes itself. On the site,
 * `SameSite=Lax` (and `Secure` on https). Inside a partner's page of another site a Lax cookie is
 * neither stored nor sent, so the frame forgets it at the next load: there the cookie is
 * `SameSite=None; Secure; Partitioned` (kept per top-level site, which browsers that block
 * third-party cookies still allow). A foreign frame outside a secure context cannot keep a Secure
 * cookie and gets the Lax one.
 */
export function siteCookieAttributes(win: CookieWindow = window): string {
  const { sameSite, secure, partitioned } = siteCookieOptions(win);
  return [`SameSite=${sameSite}`, secure && 'Secure', partitioned && 'Partitioned'].filter(Boolean).join('; ');
}

/** The same attributes as options, for a cookie library (js-cookie writes `partitioned: true` as the flag). */
export function siteCookieOptions(win: CookieWindow = window): { sameSite: 'None' | 'Lax'; secure: boolean; partitioned?: true } {
  if (inForeignFrame(win) && win.isSecureContext) return { sameSite: 'None', secure: true, partitioned: true };
  return { sameSite: 'Lax', secure: win.location.protocol === 'https:' };
}
