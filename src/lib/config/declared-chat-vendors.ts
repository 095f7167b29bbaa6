import { CHAT_VENDOR_NAMES, type ChatVendorName } from './third-parties.ts';

export interface DeclaredChatVendors {
  /** The declared vendors; null when the build declares none (every supported vendor may load). */
  vendors: readonly ChatVendorName[] | null;
  /** What is wrong with the value (unknown names, `none` beside a name): the build fails on these. */
  problems: readonly string[];
}

const isChatVendor = (name: string): name is ChatVendorName => (CHAT_VENDOR_NAMES as readonly string[]).includes(name);

/**
 * VITE_CHAT_VENDORS: the chat vendors this deployment uses, comma-separated (`crisp`,
 * `livechat,zendesk`); `none` for no chat vendor. Unset or empty: every supported vendor, since the
 * content service picks the vendor at run time.
 */
export function parseChatVendors(raw: string | undefined): DeclaredChatVendors {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return { vendors: null, problems: [] };
  const problems: string[] = [];
  const unknown = names.filter((name) => name !== 'none' && !isChatVendor(name));
  if (unknown.length > 0) {
    problems.push(`VITE_CHAT_VENDORS names unknown chat vendors: ${unknown.join(', ')} (known: ${CHAT_VENDOR_NAMES.join(', ')}; or none)`);
  }
  if (names.includes('none') && names.length > 1) problems.push('VITE_CHAT_VENDORS: none stands alone, without vendor names');
  return { vendors: [...new Set(names.filter(isChatVendor))], problems };
}
