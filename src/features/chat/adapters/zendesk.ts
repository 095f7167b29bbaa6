import type { AdapterFactory } from '../chat-types';

export const zendeskScript = (key: string) => `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`;

type Ze = (...args: unknown[]) => void;

/**
 * Zendesk messaging (`id` = snippet key, `lang`): the script needs `id="ze-snippet"`; the locale is
 * set with `messenger:set`, the player prefilled through the classic `webWidget prefill` (messaging
 * identifies players only with a JWT the spec does not give). No message text is exposed.
 */
export const createZendeskAdapter: AdapterFactory = (ctx) => {
  let visible = true;
  const ze = () => ctx.win.zE as Ze | undefined;
  return {
    container: '#launcher',
    async start() {
      await ctx.loadScript(zendeskScript(ctx.config.id), { id: 'ze-snippet' });
      const api = ze();
      if (!api) throw new Error('Zendesk did not load');
      api('messenger:set', 'locale', ctx.config.lang || ctx.locale);
      if (ctx.user) {
        api('webWidget', 'prefill', { name: { value: ctx.user.name }, email: { value: ctx.user.email }, phone: { value: ctx.user.phone } });
        api('messenger:set', 'conversationFields', [{ id: 'uid', value: ctx.user.uid }]);
      }
      if (!visible) api('messenger', 'hide');
    },
    setVisible(next) {
      visible = next;
      ze()?.('messenger', next ? 'show' : 'hide');
    },
    open() {
      ze()?.('messenger', 'open');
    },
    destroy() {
      ze()?.('messenger', 'logoutUser');
      ze()?.('messenger', 'hide');
      ctx.win.document.getElementById('ze-snippet')?.remove();
      delete ctx.win.zE;
    },
  };
};
