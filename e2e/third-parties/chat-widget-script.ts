import type { ChatVendorName } from '../../src/lib/config/third-parties';

/** Where the widget finds its account key: the script's address or a global the adapter sets first. */
export type VendorKeySource = 'license' | 'path' | 'query-key' | 'website-id';

/** What the script's code needs to know; sent along as JSON. */
export interface WidgetPlan {
  vendor: ChatVendorName;
  label: string;
  key: VendorKeySource;
  settings: string;
  socket: string;
  frame: string | null;
  greeting: string;
}

/**
 * The widget, as the vendor's script runs it in the page (serialised: it may use nothing from
 * this module). Its global API is the part of each vendor's API the adapters call.
 */
export function chatWidget(plan: WidgetPlan): void {
  type Listener = (payload: unknown) => void;
  type Fields = Record<string, string | undefined>;
  const win = window as unknown as Record<string, unknown>;
  const source = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href);
  const segments = source.pathname.split('/').filter(Boolean);
  const keys = {
    license: String((win.__lc as { license?: string | number } | undefined)?.license ?? ''),
    path: plan.vendor === 'freshchat' ? (segments[0] ?? '') : segments.join('/'),
    'query-key': source.searchParams.get('key') ?? '',
    'website-id': (win.CRISP_WEBSITE_ID as string | undefined) ?? '',
  };
  const key = keys[plan.key];
  const fill = (template: string) => template.replace('{key}', key);

  const listeners: Record<string, Listener[]> = {};
  const listen = (event: string, listener: Listener) => (listeners[event] ??= []).push(listener);
  const emit = (event: string, payload: unknown) => (listeners[event] ?? []).forEach((listener) => listener(payload));

  // The socket: what the widget says before it is open waits in the outbox.
  let socket: WebSocket | null = null;
  let socketOpen = false;
  const outbox: string[] = [];
  const send = (message: unknown) => {
    const data = JSON.stringify(message);
    if (socket && socketOpen) socket.send(data);
    else outbox.push(data);
  };
  const visitor: Record<string, string> = {};
  const identify = (fields: Fields) => {
    for (const [name, value] of Object.entries(fields)) if (value) visitor[name] = value;
    send({ type: 'visitor', visitor: { ...visitor } });
  };

  // The vendor's container (where the adapters look for it), its panel and its launcher.
  const container = document.createElement(plan.vendor === 'jivo' ? 'jdiv' : 'div');
  if (plan.vendor === 'livechat') container.id = 'chat-widget-container';
  if (plan.vendor === 'tawk') container.className = 'tawk-min-container';
  if (plan.vendor === 'freshchat') container.id = 'fc_frame';
  if (plan.vendor === 'zendesk') container.id = 'launcher';
  if (plan.vendor === 'crisp') container.className = 'crisp-client';
  Object.assign(container.style, { position: 'fixed', right: '1rem', bottom: '1rem', zIndex: '900', fontFamily: 'system-ui, sans-serif' });
  const panel = document.createElement('div');
  panel.hidden = true;
  Object.assign(panel.style, { background: '#fff', color: '#111', borderRadius: '12px', padding: '0.75rem', marginBottom: '0.5rem', width: '18rem' });
  const log = document.createElement('ol');
  log.setAttribute('aria-label', `${plan.label} conversation`);
  log.setAttribute('aria-live', 'polite');
  Object.assign(log.style, { listStyle: 'none', margin: '0 0 0.5rem', padding: '0', fontSize: '0.85rem' });
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.setAttribute('aria-label', `${plan.label} message`);
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.textContent = 'Send';
  form.append(input, submit);
  panel.append(log, form);
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.textContent = 'Chat';
  launcher.setAttribute('aria-label', `${plan.label} chat`);
  launcher.setAttribute('aria-expanded', 'false');
  Object.assign(launcher.style, { float: 'right', border: '0', borderRadius: '999px', padding: '0.7rem 1rem', background: '#2563eb', color: '#fff' });
  container.append(panel);
  document.body.append(container);

  const line = (who: string, text: string) => {
    const item = document.createElement('li');
    item.textContent = `${who}: ${text}`;
    log.append(item);
  };
  const openPanel = () => {
    container.style.display = '';
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
  };
  launcher.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    launcher.setAttribute('aria-expanded', String(!panel.hidden));
  });
  const setVisible = (visible: boolean) => {
    container.style.display = visible ? '' : 'none';
  };
  let removed = false;
  const remove = () => {
    removed = true;
    container.remove();
    socket?.close();
  };

  // Each vendor's own shape of "the visitor sent" and "the agent answered".
  const tawk = (win.Tawk_API ??= {}) as Record<string, unknown>;
  const call = (name: string, ...args: unknown[]) => (win[name] as ((...values: unknown[]) => void) | undefined)?.(...args);
  const fresh = (text: string) => ({ message: { channelId: 'stand-in-channel', conversationId: 'stand-in-conversation', messageFragments: [{ content: text }] } });
  const reported: Record<ChatVendorName, { sent: (text: string) => void; received: (text: string) => void }> = {
    livechat: {
      sent: (text) => emit('new_event', { type: 'message', author: { type: 'customer' }, text }),
      received: (text) => emit('new_event', { type: 'message', author: { type: 'agent' }, text }),
    },
    jivo: { sent: () => call('jivo_onMessageSent'), received: () => call('jivo_onMessageReceived', { type: 'operator' }) },
    tawk: {
      sent: (text) => (tawk.onChatMessageVisitor as Listener | undefined)?.(text),
      received: (text) => (tawk.onChatMessageAgent as Listener | undefined)?.(text),
    },
    freshchat: { sent: (text) => emit('message:sent', fresh(text)), received: (text) => emit('message:received', fresh(text)) },
    zendesk: { sent: () => undefined, received: () => undefined },
    crisp: {
      sent: (text) => emit('message:sent', { type: 'text', content: text, origin: 'visitor' }),
      received: (text) => emit('message:received', { type: 'text', content: text, origin: 'operator' }),
    },
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    line('You', text);
    reported[plan.vendor].sent(text);
    send({ type: 'message', text });
  });

  // The global API, defined before the script's load event: the adapters read it right after.
  if (plan.vendor === 'livechat') {
    win.LiveChatWidget = {
      call(method: string, value: unknown) {
        if (method === 'set_customer_name') identify({ name: String(value) });
        if (method === 'set_customer_email') identify({ email: String(value) });
        if (method === 'set_session_variables') identify(value as Fields);
        if (method === 'hide') setVisible(false);
        if (method === 'minimize') setVisible(true);
        if (method === 'maximize') openPanel();
        if (method === 'destroy') remove();
      },
      on: listen,
      get: (name: string) => (name === 'chat_data' ? { chatId: 'stand-in-chat', threadId: 'stand-in-thread' } : {}),
    };
  }
  if (plan.vendor === 'jivo') {
    win.jivo_api = {
      setContactInfo: (info: Fields) => identify(info),
      setCustomData: (fields: { title: string; content: string }[]) => identify({ uid: fields.find((field) => field.title === 'uid')?.content }),
      open: openPanel,
      close: () => undefined,
    };
    win.jivo_destroy = remove;
  }
  if (plan.vendor === 'tawk') {
    Object.assign(tawk, {
      setAttributes: (attributes: Fields, done?: () => void) => {
        identify(attributes);
        done?.();
      },
      hideWidget: () => setVisible(false),
      showWidget: () => setVisible(true),
      maximize: openPanel,
    });
  }
  if (plan.vendor === 'freshchat') {
    win.fcWidget = {
      on: listen,
      user: { setProperties: (properties: Fields) => identify({ ...properties, name: properties.firstName, firstName: undefined }) },
      setExternalId: (uid: string) => identify({ uid }),
      show: () => setVisible(true),
      hide: () => setVisible(false),
      open: openPanel,
      destroy: remove,
    };
  }
  if (plan.vendor === 'zendesk') {
    win.zE = (scope: string, command: unknown, value: unknown) => {
      if (scope === 'messenger' && command === 'show') setVisible(true);
      if (scope === 'messenger' && command === 'hide') setVisible(false);
      if (scope === 'messenger' && command === 'open') openPanel();
      if (scope === 'webWidget' && command === 'prefill') {
        const prefill = value as Record<string, { value?: string }>;
        identify({ name: prefill.name?.value, email: prefill.email?.value, phone: prefill.phone?.value });
      }
      if (scope === 'messenger:set' && command === 'conversationFields') {
        identify({ uid: (value as { id: string; value: string }[]).find((field) => field.id === 'uid')?.value });
      }
    };
  }
  if (plan.vendor === 'crisp') {
    const queued = (Array.isArray(win.$crisp) ? win.$crisp : []) as unknown[][];
    const run = (command: unknown[]) => {
      const [verb, name, args] = command as [string, string, unknown];
      if (verb === 'on') listen(name, args as Listener);
      if (verb === 'do' && name === 'chat:show') setVisible(true);
      if (verb === 'do' && name === 'chat:hide') setVisible(false);
      if (verb === 'do' && name === 'chat:open') openPanel();
      if (verb === 'do' && name === 'session:reset') socket?.close();
      if (verb === 'set') {
        const value = (args as unknown[])[0];
        if (name === 'user:email') identify({ email: String(value) });
        if (name === 'user:nickname') identify({ name: String(value) });
        if (name === 'user:phone') identify({ phone: String(value) });
        if (name === 'session:data') identify({ uid: (value as string[][]).find(([field]) => field === 'uid')?.[1] });
      }
    };
    queued.forEach(run);
    win.$crisp = { push: run, get: (name: string) => (name === 'session:identifier' ? 'stand-in-session' : undefined) };
  }
  // tawk.to and Zendesk are unloaded by deleting their global: the widget notices and goes.
  if (plan.vendor === 'tawk' || plan.vendor === 'zendesk') {
    const global = plan.vendor === 'tawk' ? 'Tawk_API' : 'zE';
    const initial = win[global];
    const watch = setInterval(() => {
      if (win[global] === initial && !removed) return;
      clearInterval(watch);
      remove();
    }, 200);
  }

  // Loading, as the vendor's widget does it: settings, then the socket and the frame; the launcher
  // shows (and the load callbacks run) only when all three answered.
  let waiting = plan.frame ? 2 : 1;
  const partReady = () => {
    waiting -= 1;
    if (waiting > 0 || removed) return;
    container.append(launcher);
    if (plan.vendor === 'jivo') call('jivo_onLoadCallback');
    if (plan.vendor === 'tawk') (tawk.onLoad as (() => void) | undefined)?.();
  };
  void fetch(fill(plan.settings), { credentials: 'omit' })
    .then((response) => response.json() as Promise<{ greeting: string }>)
    .then((settings) => {
      line(plan.label, settings.greeting);
      socket = new WebSocket(fill(plan.socket));
      socket.addEventListener('message', (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as { type: string; text?: string };
        if (message.type === 'welcome') {
          socketOpen = true;
          outbox.splice(0).forEach((data) => socket?.send(data));
          partReady();
        }
        if (message.type === 'message' && message.text) {
          line('Agent', message.text);
          reported[plan.vendor].received(message.text);
        }
      });
      if (plan.frame) {
        const frameAddress = fill(plan.frame);
        window.addEventListener('message', (event: MessageEvent<{ chatFrame?: string; state?: string }>) => {
          if (event.origin === new URL(frameAddress).origin && event.data?.chatFrame === plan.vendor && event.data.state === 'ready') partReady();
        });
        const frame = document.createElement('iframe');
        frame.title = `${plan.label} window`;
        frame.src = frameAddress;
        Object.assign(frame.style, { width: '100%', height: '3rem', border: '0' });
        panel.prepend(frame);
      }
    });
}
