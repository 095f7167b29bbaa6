// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatConfig, ChatUser } from '@/api/support/chat-settings';
import type { AdapterContext, ChatMessage } from '../chat-types';
import { CHAT_ADAPTERS } from '../chat-adapters';

const USER: ChatUser = { name: 'Demo Player', email: 'demo@example.com', phone: '+391234567', uid: '42' };

function setup(vendor: ChatConfig['vendor'], config: Partial<ChatConfig>, install: (win: Record<string, unknown>) => void) {
  const win = window as unknown as AdapterContext['win'];
  const messages: ChatMessage[] = [];
  const loadScript = vi.fn((..._args: unknown[]) => {
    install(win);
    return Promise.resolve();
  });
  const adapter = CHAT_ADAPTERS[vendor]({
    config: { vendor, id: '', license: '', src: '', widgetId: '', lang: '', ...config },
    user: USER,
    locale: 'it',
    win,
    loadScript,
    onMessage: (message) => messages.push(message),
  });
  return { adapter, loadScript, messages, win };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('chat adapters against stubbed vendor globals', () => {
  it('LiveChat: license before the script, customer data, hide, events with chat ids, destroy', async () => {
    const calls: unknown[][] = [];
    let onEvent: (event: unknown) => void = () => undefined;
    const { adapter, loadScript, messages, win } = setup('livechat', { license: '123' }, (w) => {
      expect(w.__lc).toMatchObject({ license: 123 });
      w.LiveChatWidget = {
        call: (...args: unknown[]) => calls.push(args),
        on: (_name: string, fn: (event: unknown) => void) => (onEvent = fn),
        get: () => ({ chatId: 'C1', threadId: 'T1' }),
      };
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://cdn.livechatinc.com/tracking.js');
    expect(calls).toContainEqual(['set_customer_name', 'Demo Player']);
    expect(calls).toContainEqual(['set_customer_email', 'demo@example.com']);
    expect(calls).toContainEqual(['set_session_variables', { phone: '+391234567', uid: '42' }]);
    onEvent({ type: 'message', author: { type: 'customer' } });
    expect(messages).toEqual([{ channelId: 'C1', conversationId: 'T1', text: '', event: 'sent' }]);
    adapter.setVisible(false);
    expect(calls.at(-1)).toEqual(['hide']);
    adapter.destroy();
    expect(calls.at(-1)).toEqual(['destroy']);
    expect(win.LiveChatWidget).toBeUndefined();
  });

  it('Jivo: widget_id address, contact info and uid after the load callback, close and hide, destroy', async () => {
    const api = { setContactInfo: vi.fn(), setCustomData: vi.fn(), close: vi.fn() };
    const destroy = vi.fn();
    const { adapter, loadScript, messages, win } = setup('jivo', { widgetId: 'AbC' }, (w) => {
      document.body.append(document.createElement('jdiv'));
      w.jivo_api = api;
      w.jivo_destroy = destroy;
      setTimeout(() => (w.jivo_onLoadCallback as () => void)(), 0);
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://code.jivosite.com/widget/AbC');
    expect(api.setContactInfo).toHaveBeenCalledWith({ name: 'Demo Player', email: 'demo@example.com', phone: '+391234567' });
    expect(api.setCustomData).toHaveBeenCalledWith([{ title: 'uid', content: '42' }]);
    (win.jivo_onMessageSent as () => void)();
    expect(messages[0]).toMatchObject({ channelId: 'AbC', event: 'sent' });
    adapter.setVisible(false);
    expect(api.close).toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('body > jdiv')?.style.display).toBe('none');
    adapter.destroy();
    expect(destroy).toHaveBeenCalled();
  });

  it('Tawk: visitor before load, phone and uid as attributes, message text, hide', async () => {
    const hideWidget = vi.fn();
    const setAttributes = vi.fn();
    const { adapter, loadScript, messages, win } = setup('tawk', { src: 'https://embed.tawk.to/p/w' }, (w) => {
      const api = w.Tawk_API as Record<string, unknown>;
      expect(api.visitor).toEqual({ name: 'Demo Player', email: 'demo@example.com' });
      Object.assign(api, { hideWidget, showWidget: vi.fn(), setAttributes });
      setTimeout(() => (api.onLoad as () => void)(), 0);
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://embed.tawk.to/p/w', { charset: 'UTF-8', crossorigin: '*' });
    expect(setAttributes).toHaveBeenCalledWith({ phone: '+391234567', uid: '42' });
    (win.Tawk_API as { onChatMessageAgent: (text: string) => void }).onChatMessageAgent('Hello');
    expect(messages).toEqual([{ channelId: 'https://embed.tawk.to/p/w', conversationId: '', text: 'Hello', event: 'received' }]);
    adapter.setVisible(false);
    expect(hideWidget).toHaveBeenCalled();
    adapter.destroy();
    expect(win.Tawk_API).toBeUndefined();
  });

  it('Freshchat: properties and external id, message:sent with channel, conversation and text', async () => {
    const handlers: Record<string, (payload: unknown) => void> = {};
    const widget = { on: (name: string, fn: (payload: unknown) => void) => (handlers[name] = fn), user: { setProperties: vi.fn() }, setExternalId: vi.fn(), show: vi.fn(), hide: vi.fn(), destroy: vi.fn() };
    const { adapter, loadScript, messages } = setup('freshchat', { src: 'https://fw-cdn.com/1/2.js' }, (w) => {
      w.fcWidget = widget;
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://fw-cdn.com/1/2.js', { chat: 'true' });
    expect(widget.setExternalId).toHaveBeenCalledWith('42');
    expect(widget.user.setProperties).toHaveBeenCalledWith({ firstName: 'Demo Player', email: 'demo@example.com', phone: '+391234567', uid: '42' });
    handlers['message:sent']({ message: { channelId: 7, conversationId: 'c-9', messageFragments: [{ content: 'Hi ' }, { content: 'there' }] } });
    expect(messages).toEqual([{ channelId: '7', conversationId: 'c-9', text: 'Hi there', event: 'sent' }]);
    adapter.setVisible(false);
    expect(widget.hide).toHaveBeenCalled();
    adapter.destroy();
    expect(widget.destroy).toHaveBeenCalled();
  });

  it('Zendesk: snippet key with id="ze-snippet", locale from lang or the site, prefill, hide', async () => {
    const ze = vi.fn();
    const { adapter, loadScript, win } = setup('zendesk', { id: 'k-1', lang: '' }, (w) => {
      w.zE = ze;
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://static.zdassets.com/ekr/snippet.js?key=k-1', { id: 'ze-snippet' });
    expect(ze).toHaveBeenCalledWith('messenger:set', 'locale', 'it');
    expect(ze).toHaveBeenCalledWith('webWidget', 'prefill', { name: { value: 'Demo Player' }, email: { value: 'demo@example.com' }, phone: { value: '+391234567' } });
    adapter.setVisible(false);
    expect(ze).toHaveBeenLastCalledWith('messenger', 'hide');
    adapter.destroy();
    expect(win.zE).toBeUndefined();
  });

  it('Crisp: queue filled before the script (website id, locale, player), message text, chat:hide', async () => {
    let queued: unknown[][] = [];
    const pushed: unknown[][] = [];
    const { adapter, loadScript, messages, win } = setup('crisp', { id: 'site-1', lang: 'es' }, (w) => {
      queued = [...(w.$crisp as unknown[][])];
      expect(w.CRISP_WEBSITE_ID).toBe('site-1');
      expect(w.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'es' });
      w.$crisp = { push: (command: unknown[]) => pushed.push(command), get: () => 'sess-1' };
    });
    await adapter.start();
    expect(loadScript).toHaveBeenCalledWith('https://client.crisp.chat/l.js');
    expect(queued).toContainEqual(['set', 'user:email', ['demo@example.com']]);
    expect(queued).toContainEqual(['set', 'session:data', [[['uid', '42']]]]);
    const onReceived = queued.find((command) => command[1] === 'message:received')?.[2] as (message: unknown) => void;
    onReceived({ type: 'text', content: 'Hola' });
    expect(messages).toEqual([{ channelId: 'site-1', conversationId: 'sess-1', text: 'Hola', event: 'received' }]);
    adapter.setVisible(false);
    expect(pushed.at(-1)).toEqual(['do', 'chat:hide']);
    adapter.destroy();
    expect(win.$crisp).toBeUndefined();
  });

  it('none: loads nothing and every call is a no-op', async () => {
    const { adapter, loadScript } = setup('none', {}, () => undefined);
    await adapter.start();
    adapter.setVisible(false);
    adapter.destroy();
    expect(loadScript).not.toHaveBeenCalled();
    expect(adapter.container).toBeNull();
  });
});
