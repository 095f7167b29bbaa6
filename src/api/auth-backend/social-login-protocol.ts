/**
 * The contract between the app and a social provider's popup (the real provider's return page, or
 * the mock provider page): the popup window's name, and the type of the window message that carries
 * the access token back to the opener (SPEC §7 social login).
 */
export const SOCIAL_POPUP_NAME = 'social-auth';
export const SOCIAL_AUTH_MESSAGE = 'lucky-orbit:social-auth';
/**
 * The query parameter of the return address that carries the attempt's nonce back (the popup's
 * relay message carries it as `state`); a return without this tab's nonce is refused.
 */
export const SOCIAL_STATE_PARAM = 'social_state';
