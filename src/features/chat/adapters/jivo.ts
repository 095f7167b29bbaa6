import type { AdapterFactory } from '../chat-types';

export const jivoScript = (widgetId: string) => `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`;

interface JivoApi {
  setContactInfo(info: { name?: string; email?: string; phone?: string; description?: string }): void;
  setCustomData(fields: { title: string; content: string }[]): void;
  close(): void;
  open(options?: { start?: string }): void;
}

/**
 * Jivo (`widget_id`): contact info and the uid (custom data) once `jivo_onLoadCallback` ran; the
 * widget is hidden by a class on its `jdiv` element and removed with `jivo_destroy`. Jivo reports
 * messages without reliable text (reference §1.4), so sent and received are stored without it.
 */
export const createJivoAdapter: AdapterFactory = (ctx) => {
  const api = () => ctx.win.jivo_api as JivoApi | undefined;
  const root = () => ctx.win.document.querySelector<HTMLElement>('body > jdiv');
  let hidden = false;
  const report = (event: 'sent' | 'received') => () => ctx.onMessage({ channelId: ctx.config.widgetId, conversationId: '', text: '', event });
  return {
    container: 'body > jdiv',
    async start() {
      const loaded = new Promise<void>((resolve) => {
        ctx.win.jivo_onLoadCallback = () => resolve();
      });
      ctx.win.jivo_onMessageSent = report('sent');
      ctx.win.jivo_onMessageReceived = report('received');
      await ctx.loadScript(jivoScript(ctx.config.widgetId));
      await loaded;
      const jivo = api();
      if (!jivo) throw new Error('Jivo did not load');
      if (ctx.user) {
        jivo.setContactInfo({ name: ctx.user.name, email: ctx.user.email, phone: ctx.user.phone });
        jivo.setCustomData([{ title: 'uid', content: ctx.user.uid }]);
      }
      if (hidden) root()?.style.setProperty('display', 'none');
    },
    setVisible(visible) {
      hidden = !visible;
      if (!visible) api()?.close();
      const element = root();
      if (visible) element?.style.removeProperty('display');
      else element?.style.setProperty('display', 'none');
    },
    open() {
      api()?.open();
    },
    destroy() {
      (ctx.win.jivo_destroy as (() => void) | undefined)?.();
      for (const name of ['jivo_api', 'jivo_onLoadCallback', 'jivo_onMessageSent', 'jivo_onMessageReceived']) delete ctx.win[name];
    },
  };
};
