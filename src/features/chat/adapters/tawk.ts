import type { AdapterFactory } from '../chat-types';

interface TawkApi {
  onLoad?: () => void;
  onChatMessageVisitor?: (message: string) => void;
  onChatMessageAgent?: (message: string) => void;
  visitor?: { name?: string; email?: string };
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  hideWidget?: () => void;
  showWidget?: () => void;
  endChat?: () => void;
  maximize?: () => void;
}

/**
 * Tawk.to (`src`, the full embed address): `Tawk_API.visitor` before the script, phone and uid as
 * custom attributes after `onLoad`; `onChatMessageVisitor` / `onChatMessageAgent` carry the text.
 */
export const createTawkAdapter: AdapterFactory = (ctx) => {
  let visible = true;
  const api = (): TawkApi => {
    ctx.win.Tawk_API ??= {};
    return ctx.win.Tawk_API as TawkApi;
  };
  const report = (event: 'sent' | 'received') => (message: string) =>
    ctx.onMessage({ channelId: ctx.config.src, conversationId: '', text: typeof message === 'string' ? message : '', event });
  return {
    container: '.tawk-min-container, iframe[title*="chat" i]',
    async start() {
      const tawk = api();
      ctx.win.Tawk_LoadStart = new Date();
      if (ctx.user) tawk.visitor = { name: ctx.user.name, email: ctx.user.email };
      tawk.onChatMessageVisitor = report('sent');
      tawk.onChatMessageAgent = report('received');
      const loaded = new Promise<void>((resolve) => {
        tawk.onLoad = () => resolve();
      });
      await ctx.loadScript(ctx.config.src, { charset: 'UTF-8', crossorigin: '*' });
      await loaded;
      if (ctx.user) api().setAttributes?.({ phone: ctx.user.phone, uid: ctx.user.uid });
      if (!visible) api().hideWidget?.();
    },
    setVisible(next) {
      visible = next;
      if (next) api().showWidget?.();
      else api().hideWidget?.();
    },
    open() {
      api().maximize?.();
    },
    destroy() {
      api().hideWidget?.();
      delete ctx.win.Tawk_API;
      delete ctx.win.Tawk_LoadStart;
    },
  };
};
