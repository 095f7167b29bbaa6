// The app shell imports this on every page, so it stays apart from auth-flags.ts (whose code
// loads with AuthQueryFlags only when there is a flag to act on).

/** The popup flags of SPEC §2 (prevent_close only qualifies them). */
export const POPUP_FLAGS = ['show_popup_reg', 'show_popup_auth'] as const;

/**
 * Whether a visitor's address (or the remembered show_popup_reg) asks AuthQueryFlags for anything;
 * the app shell loads it only then, so a plain visit fetches none of its code.
 */
export function wantsAuthQueryFlags(search: string, hash: string, storedShowPopupReg: boolean): boolean {
  const params = new URLSearchParams(search);
  return storedShowPopupReg || hash === '#real' || params.has('redirectUrl') || POPUP_FLAGS.some((flag) => params.has(flag));
}
