import type { AdapterFactory } from '../chat-types';

export const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

interface CrispQueue {
  push(command: unknown[]): void;
  get?(name: string): unknown;
}
interface CrispMessage {
  type?: string;
  content?: unknown;
}

const sessionId = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Crisp (`id` = website id, `lang`): `$crisp` is a push queue that works before the script; the
 * player goes in as email, nickname, phone and session data (uid). Messages carry their text; the
 * website id stands for the channel and the session identifier for the conversation.
 */
export const createCrispAdapter: AdapterFactory = (ctx) => {
  const queue = () => ctx.win.$crisp as CrispQueue | undefined;
  const report = (event: 'sent' | 'received') => (message: CrispMessage) =>
    ctx.onMessage({
      channelId: ctx.config.id,
      conversationId: sessionId(queue()?.get?.('session:identifier')),
      text: message?.type === 'text' && typeof message.content === 'string' ? message.content : '',
      event,
    });
  return {
    container: '.crisp-client',
    async start() {
      const crisp: unknown[][] = [];
      ctx.win.$crisp = crisp;
      ctx.win.CRISP_WEBSITE_ID = ctx.config.id;
      ctx.win.CRISP_RUNTIME_CONFIG = { locale: ctx.config.lang || ctx.locale };
      if (ctx.user) {
        crisp.push(['set', 'user:email', [ctx.user.email]]);
        crisp.push(['set', 'user:nickname', [ctx.user.name]]);
        if (ctx.user.phone) crisp.push(['set', 'user:phone', [ctx.user.phone]]);
        crisp.push(['set', 'session:data', [[['uid', ctx.user.uid]]]]);
      }
      crisp.push(['on', 'message:sent', report('sent')]);
      crisp.push(['on', 'message:received', report('received')]);
      await ctx.loadScript(CRISP_SCRIPT);
    },
    setVisible(visible) {
      queue()?.push(['do', visible ? 'chat:show' : 'chat:hide']);
    },
    open() {
      queue()?.push(['do', 'chat:open']);
    },
    destroy() {
      queue()?.push(['do', 'session:reset']);
      queue()?.push(['do', 'chat:hide']);
      ctx.win.document.querySelector('.crisp-client')?.remove();
      for (const name of ['$crisp', 'CRISP_WEBSITE_ID', 'CRISP_RUNTIME_CONFIG']) delete ctx.win[name];
    },
  };
};
