/**
 * The messaging-app mini-application (SPEC §1, §7): the app is inside it when the address hash
 * carries tgWebAppData (`#tgWebAppData=<url-encoded init data>&tgWebAppVersion=...`). The init data
 * is itself a query string: user (JSON with id, username, language_code...), auth_date, hash...
 */
import { isMessagingAppHash } from './messaging-app-hash';

export interface MessagingAppUser {
  id: number;
  username?: string;
  first_name?: string;
  language_code?: string;
}

export interface MessagingAppLaunch {
  /** The raw init data, exactly as received (sent as `payload` so the server can check the hash). */
  initData: string;
  user: MessagingAppUser;
  hash: string;
}


/** The launch data of the hash, or null outside the mini-application or when it is malformed. */
export function readLaunchParams(hash: string): MessagingAppLaunch | null {
  if (!isMessagingAppHash(hash)) return null;
  return launchFromInitData(new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData'));
}

/** The launch data of raw init data (the hash's tgWebAppData, or the client script's WebApp.initData). */
export function launchFromInitData(initData: string | null | undefined): MessagingAppLaunch | null {
  if (!initData) return null;
  const fields = new URLSearchParams(initData);
  const signature = fields.get('hash');
  let user: unknown;
  try {
    user = JSON.parse(fields.get('user') ?? 'null');
  } catch {
    return null;
  }
  if (!signature || !user || typeof user !== 'object') return null;
  const { id, username, first_name, language_code } = user as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  return {
    initData,
    hash: signature,
    user: {
      id,
      ...(typeof username === 'string' ? { username } : {}),
      ...(typeof first_name === 'string' ? { first_name } : {}),
      ...(typeof language_code === 'string' ? { language_code } : {}),
    },
  };
}

/** The body of auth.register for the mini-application (SPEC §7). */
export function messagingAppRegistrationBody(launch: MessagingAppLaunch) {
  return {
    is_tg: 1,
    id: launch.user.id,
    username: launch.user.username ?? '',
    hash: launch.hash,
    language_code: launch.user.language_code ?? '',
    payload: launch.initData,
  };
}
