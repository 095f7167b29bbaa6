import type { AdapterFactory } from '../chat-types';

interface FreshchatPayload {
  message?: { channelId?: string | number; conversationId?: string | number; messageFragments?: { content?: string }[] };
}
interface FreshchatWidget {
  on(event: string, callback: (payload: FreshchatPayload) => void): void;
  user: { setProperties(properties: Record<string, string>): void };
  setExternalId?(id: string): void;
  show(): void;
  hide(): void;
  open(): void;
  destroy(): void;
}

/**
 * Freshchat (`src`, the fw-cdn embed): `fcWidget` appears after the script; the player goes in
 * through `user.setProperties` and `setExternalId`; `message:sent` / `message:received` carry the
 * channel, the conversation and the text, which is what the chat event storage stores (SPEC §7).
 */
export const createFreshchatAdapter: AdapterFactory = (ctx) => {
  let visible = true;
  const widget = () => ctx.win.fcWidget as FreshchatWidget | undefined;
  const report = (event: 'sent' | 'received') => (payload: FreshchatPayload) => {
    const message = payload?.message ?? {};
    ctx.onMessage({
      channelId: String(message.channelId ?? ''),
      conversationId: String(message.conversationId ?? ''),
      text: (message.messageFragments ?? []).map((fragment) => fragment.content ?? '').join(''),
      event,
    });
  };
  return {
    container: '#fc_frame',
    async start() {
      ctx.win.fcSettings = { onInit: () => undefined };
      await ctx.loadScript(ctx.config.src, { chat: 'true' });
      const fc = widget();
      if (!fc) throw new Error('Freshchat did not load');
      if (ctx.user) {
        fc.setExternalId?.(ctx.user.uid);
        fc.user.setProperties({ firstName: ctx.user.name, email: ctx.user.email, phone: ctx.user.phone, uid: ctx.user.uid });
      }
      fc.on('message:sent', report('sent'));
      fc.on('message:received', report('received'));
      if (!visible) fc.hide();
    },
    setVisible(next) {
      visible = next;
      if (next) widget()?.show();
      else widget()?.hide();
    },
    open() {
      widget()?.open();
    },
    destroy() {
      widget()?.destroy();
      delete ctx.win.fcWidget;
      delete ctx.win.fcSettings;
    },
  };
};
