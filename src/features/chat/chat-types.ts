import type { ChatConfig, ChatUser } from '@/api/support/chat-settings';

/** A chat message a vendor reported (stored for signed-in players through support.saveChatEvent). */
export interface ChatMessage {
  channelId: string;
  conversationId: string;
  text: string;
  event: 'sent' | 'received';
}

/** Adds a script tag and resolves once it ran (swapped for the local stand-in in mock builds). */
export type ScriptLoader = (src: string, attributes?: Record<string, string>) => Promise<void>;

/** Everything an adapter may touch: no adapter reads globals other than through `win`. */
export interface AdapterContext {
  config: ChatConfig;
  user: ChatUser | null;
  locale: string;
  win: Window & Record<string, unknown>;
  loadScript: ScriptLoader;
  onMessage: (message: ChatMessage) => void;
}

/**
 * One vendor behind the same three calls: `start` loads the vendor script
 * with the player's data, `setVisible` shows or hides the widget (betting and game routes hide it),
 * `destroy` removes it before a reload (sign-in, sign-up, sign-out).
 */
export interface ChatAdapter {
  /** The vendor container to raise on mobile (polled every 500 ms once started). */
  readonly container: string | null;
  start(): Promise<void>;
  setVisible(visible: boolean): void;
  /** Opens the conversation (the support page's "Open live chat"). */
  open(): void;
  destroy(): void;
}

export type AdapterFactory = (ctx: AdapterContext) => ChatAdapter;

/** A vendor function global, read through `win` (undefined until the vendor script defined it). */
