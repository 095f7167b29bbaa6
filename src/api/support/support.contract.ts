import type { Done } from '../wire';

/** The seven chat options of SPEC §1: six vendors and the no-op. */
export const CHAT_VENDORS = ['livechat', 'jivo', 'tawk', 'freshchat', 'zendesk', 'crisp', 'none'] as const;
export type ChatVendor = (typeof CHAT_VENDORS)[number];

/**
 * One vendor's block of the chat settings (SPEC §3): the vendor keys (livechat: license, jivo:
 * widget_id, tawk and freshchat: src, zendesk and crisp: id and lang) plus the user-derived fields
 * the server fills for a signed-in player.
 */
export interface RawChatBlock {
  id?: string | number | null;
  license?: string | number | null;
  src?: string | null;
  widget_id?: string | null;
  lang?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  uid?: string | number | null;
}

/** support.getSettings: the chosen vendor (`chat`) and a block per vendor. */
export type RawSupportSettings = { chat?: string | null } & Partial<Record<Exclude<ChatVendor, 'none'>, RawChatBlock | null>>;

/** support.sendFeedback POST parameters. */
export interface FeedbackParams {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Chat event storage POST parameters (SPEC §7), sent for signed-in players only. */
export interface ChatEventParams {
  channel_id: string;
  conversation_id: string;
  text: string;
  event: 'sent' | 'received';
}

/** support.* of SPEC §7; `saveChatEvent` is the chat event storage call. */
export interface SupportContract {
  getSettings: RawSupportSettings;
  sendFeedback: Done;
  saveChatEvent: Done;
}
