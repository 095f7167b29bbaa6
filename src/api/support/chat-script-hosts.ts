import { CHAT_VENDOR_NAMES, chatVendorRow, type ChatVendorName } from '@/lib/config/third-parties';
import type { ChatVendor } from './support.contract';

/**
 * The hosts each chat vendor serves its widget script from: the script hosts of its row in the
 * table of third parties (src/lib/config/third-parties.ts), the same the build's policy allows. A
 * chat script runs with the site's rights, next to the player's session: nothing else may be loaded
 * as one. Exact host names only; a vendor with regional hosts lists each of them. Typed both ways: a
 * vendor of the support settings missing from the table, or one the settings do not know, fails the
 * typecheck.
 */
export const CHAT_SCRIPT_HOSTS: Readonly<Record<Exclude<ChatVendor, 'none'>, readonly string[]>> = Object.fromEntries(
  (CHAT_VENDOR_NAMES satisfies readonly Exclude<ChatVendor, 'none'>[]).map((name) => [name, chatVendorRow(name).scriptHosts]),
) as Record<ChatVendorName, readonly string[]>;

const ALL_HOSTS: readonly string[] = Object.values(CHAT_SCRIPT_HOSTS).flat();

export type ChatScriptCheck = { ok: true; url: string } | { ok: false; reason: string };

// Browsers drop or rewrite these inside addresses, so the text would not mean what it shows.
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * Checks a chat script address against allowed hosts (a vendor's, or every vendor's by default):
 * https only (a protocol-relative vendor snippet is read as https), no credentials, no port.
 * Returns the address to load, or why it is refused.
 */
export function checkChatScript(raw: string, hosts: readonly string[] = ALL_HOSTS): ChatScriptCheck {
  if (raw === '' || UNSAFE_CHARS.test(raw)) return { ok: false, reason: 'empty, or holds spaces, control characters or a backslash' };
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return { ok: false, reason: 'not an absolute address' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: `${url.protocol} is not https` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'the address carries credentials' };
  if (url.port !== '') return { ok: false, reason: 'the address names a port' };
  if (!hosts.includes(url.hostname)) return { ok: false, reason: `${url.hostname} is not a chat vendor's script host` };
  return { ok: true, url: url.href };
}

/** The vendor whose script host an address is on, or null. */
export function chatVendorOfScript(url: string): ChatVendorName | null {
  const host = new URL(url).hostname;
  return CHAT_VENDOR_NAMES.find((name) => CHAT_SCRIPT_HOSTS[name].includes(host)) ?? null;
}

/**
 * checkChatScript, then the build's declaration (VITE_CHAT_VENDORS, parsed by
 * src/lib/config/declared-chat-vendors.ts; null: every vendor): the build's policy allows only the
 * declared vendors' hosts, so a script of another vendor is refused here with the reason.
 */
export function checkDeclaredChatScript(raw: string, declared: readonly ChatVendorName[] | null): ChatScriptCheck {
  const check = checkChatScript(raw);
  if (!check.ok || declared === null) return check;
  const vendor = chatVendorOfScript(check.url);
  if (vendor !== null && declared.includes(vendor)) return check;
  const list = declared.length > 0 ? declared.join(', ') : 'none';
  return { ok: false, reason: `${vendor ?? 'its vendor'} is not a chat vendor this build declares (VITE_CHAT_VENDORS: ${list})` };
}
