/** Params of auth.login (SPEC §7). `code` is the second-factor code of the two-factor step (§4). */
export interface LoginParams {
  login: string;
  password: string;
  code?: string;
}

/**
 * Params of auth.register. Ordinary sign-up sends the form fields; the messaging-app
 * mini-application sends is_tg, id, username, hash, language_code and payload (SPEC §7).
 */
export type RegisterParams = Record<string, string | number | boolean | undefined>;

/** Params of auth.restore (password recovery by login contact). */
export interface RestoreParams {
  login: string;
}
