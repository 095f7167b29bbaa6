import { CHAT_SCRIPT_HOSTS, checkChatScript } from './chat-script-hosts';
import { CHAT_VENDORS, type ChatVendor, type RawChatBlock, type RawSupportSettings } from './support.contract';

/** The chat's vendor keys (SPEC §3 chat settings). */
export interface ChatConfig {
  vendor: ChatVendor;
  id: string;
  license: string;
  src: string;
  widgetId: string;
  lang: string;
}

/** The player the chat is told about (null for a visitor). */
export interface ChatUser {
  name: string;
  email: string;
  phone: string;
  uid: string;
}

export interface ChatSettings {
  config: ChatConfig;
  user: ChatUser | null;
}

/** Fired on window by a page that offers to open the chat (the chat watcher listens). */
export const CHAT_OPEN_EVENT = 'app:chat-open';

let chatOpenPending = false;

/**
 * Asks the chat to open. The request waits while the chat is still loading (it loads once the page
 * has settled or the visitor first interacts, so the first press may come before it).
 */
export function requestChatOpen(): void {
  chatOpenPending = true;
  window.dispatchEvent(new Event(CHAT_OPEN_EVENT));
}

/** True once per request made with requestChatOpen: the chat then opens. */
export function takeChatOpenRequest(): boolean {
  const pending = chatOpenPending;
  chatOpenPending = false;
  return pending;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function isVendor(value: unknown): value is ChatVendor {
  return typeof value === 'string' && (CHAT_VENDORS as readonly string[]).includes(value);
}

/** The vendor's keys it cannot start without; a block missing them turns into the no-op. */
function hasKeys(config: ChatConfig): boolean {
  switch (config.vendor) {
    case 'livechat':
      return config.license !== '';
    case 'jivo':
      return config.widgetId !== '';
    case 'tawk':
    case 'freshchat':
      return config.src !== '';
    case 'zendesk':
    case 'crisp':
      return config.id !== '';
    default:
      return true;
  }
}

/** Normalizes support.getSettings: an unknown vendor or a block without its keys is `none`. */
export function toChatSettings(raw: RawSupportSettings | null | undefined): ChatSettings {
  const none: ChatSettings = { config: { vendor: 'none', id: '', license: '', src: '', widgetId: '', lang: '' }, user: null };
  const vendor = raw?.chat;
  if (!isVendor(vendor) || vendor === 'none') return none;
  const block: RawChatBlock = raw?.[vendor] ?? {};
  const config: ChatConfig = {
    vendor,
    id: text(block.id),
    license: text(block.license),
    src: text(block.src),
    widgetId: text(block.widget_id),
    lang: text(block.lang),
  };
  if (!hasKeys(config)) return none;
  if (vendor === 'tawk' || vendor === 'freshchat') {
    // The one vendor key that is a script address: only the vendor's own hosts (chat-script-hosts.ts).
    const script = checkChatScript(config.src, CHAT_SCRIPT_HOSTS[vendor]);
    if (!script.ok) {
      console.warn(`[chat] refused the ${vendor} script ${JSON.stringify(config.src)}: ${script.reason}; no chat loads`);
      return none;
    }
    config.src = script.url;
  }
  const uid = text(block.uid);
  const user = uid !== '' && uid !== '0' ? { name: text(block.name), email: text(block.email), phone: text(block.phone), uid } : null;
  return { config, user };
}
