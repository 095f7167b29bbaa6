/**
 * The origins of the messaging app's web clients (web.telegram.org, its /k/ and /a/ versions), which
 * show the mini-application in a frame of their page: the security policy lets them frame the site
 * (third-parties.ts) and the sign-in believes a parent frame only from them (messaging-app-host.ts).
 * A module of its own, so the sign-in does not load the vendor table.
 */
export const MESSAGING_APP_WEB_CLIENTS = ['https://web.telegram.org'] as const;
