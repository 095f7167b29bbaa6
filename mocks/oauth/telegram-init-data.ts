/**
 * The mock messaging app's init-data signature. A real backend checks Telegram's
 * HMAC-SHA256 over the data-check string keyed by HMAC-SHA256("WebAppData", bot token), as Telegram documents for Mini Apps;
 * the mock keeps the same data-check string but signs it with a small deterministic digest, so the
 * browser mock needs no Web Crypto (not available on plain-http QA hosts) and tests and e2e specs
 * can build valid and invalid payloads. Dependency-free: e2e specs import it directly.
 */
export const MOCK_BOT_TOKEN = 'mock-bot-token';

/** Every field except hash (and the newer signature), as sorted `key=value` lines. */
export function dataCheckString(fields: URLSearchParams): string {
  return [...fields.entries()]
    .filter(([key]) => key !== 'hash' && key !== 'signature')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 64 hex characters, like the real hash. */
export function mockInitDataHash(fields: URLSearchParams): string {
  const text = `${MOCK_BOT_TOKEN}\n${dataCheckString(fields)}`;
  const seeds = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35, 0x27d4eb2f, 0x165667b1, 0xd3a2646c];
  return seeds.map((seed) => fnv1a(text, seed).toString(16).padStart(8, '0')).join('');
}

export interface MockTelegramUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

/** A signed raw init-data string (what tgWebAppData carries, before URL-encoding into the hash). */
export function signedInitData(user: MockTelegramUser, authDate = 1_700_000_000, extra: Record<string, string> = {}): string {
  const fields = new URLSearchParams({ ...extra, auth_date: String(authDate), user: JSON.stringify(user) });
  fields.set('hash', mockInitDataHash(fields));
  return fields.toString();
}
