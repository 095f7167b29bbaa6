import type { AdapterFactory } from '../chat-types';

export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

interface LiveChatWidget {
  call(method: string, ...args: unknown[]): void;
  on(event: string, callback: (payload: unknown) => void): void;
  get(name: string): unknown;
}
interface LiveChatEvent {
  type?: string;
  author?: { type?: string };
  text?: string;
}

/**
 * LiveChat (`license`): `window.__lc` before the tracking script; customer name and email through
 * `set_customer_name` / `set_customer_email`, phone and uid as session variables. Its `new_event`
 * carries no text, so only the ids of `chat_data` and the event type are stored.
 */
export const createLiveChatAdapter: AdapterFactory = (ctx) => {
  const widget = () => ctx.win.LiveChatWidget as LiveChatWidget | undefined;
  return {
    container: '#chat-widget-container',
    async start() {
      ctx.win.__lc = { license: Number(ctx.config.license) || ctx.config.license, integration_name: 'casino-spa', asyncInit: false };
      await ctx.loadScript(LIVECHAT_SCRIPT);
      const api = widget();
      if (!api) throw new Error('LiveChat did not load');
      if (ctx.user) {
        if (ctx.user.name) api.call('set_customer_name', ctx.user.name);
        if (ctx.user.email) api.call('set_customer_email', ctx.user.email);
        api.call('set_session_variables', { phone: ctx.user.phone, uid: ctx.user.uid });
      }
      api.on('new_event', (payload) => {
        const event = payload as LiveChatEvent;
        if (event.type !== 'message') return;
        const chat = (api.get('chat_data') ?? {}) as { chatId?: string; threadId?: string };
        ctx.onMessage({
          channelId: chat.chatId ?? '',
          conversationId: chat.threadId ?? '',
          text: event.text ?? '',
          event: event.author?.type === 'customer' ? 'sent' : 'received',
        });
      });
    },
    setVisible(visible) {
      widget()?.call(visible ? 'minimize' : 'hide');
    },
    open() {
      widget()?.call('maximize');
    },
    destroy() {
      widget()?.call('destroy');
      delete ctx.win.LiveChatWidget;
      delete ctx.win.__lc;
    },
  };
};
