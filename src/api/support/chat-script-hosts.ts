import type { ChatVendor } from './support.contract';

/**
 * The hosts each chat vendor serves its widget script from (reference integrations §1.1). A chat
 * script runs with the site's rights, next to the player's session: nothing else may be loaded as
 * one. Exact host names only; a vendor with regional hosts lists each of them.
 */
export const CHAT_SCRIPT_HOSTS: Readonly<Record<Exclude<ChatVendor, 'none'>, readonly string[]>> = {
  livechat: ['cdn.livechatinc.com'],
  jivo: ['code.jivosite.com', 'code.jivo.ru'],
  tawk: ['embed.tawk.to'],
  // The current embed (fw-cdn, with its EU and India regions) and the v1 widget.
  freshchat: ['fw-cdn.com', 'eu.fw-cdn.com', 'in.fw-cdn.com', 'wchat.freshchat.com', 'wchat.eu.freshchat.com'],
  zendesk: ['static.zdassets.com'],
  crisp: ['client.crisp.chat'],
};

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
