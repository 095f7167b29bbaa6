/**
 * Local stand-ins for the six chat vendors (decision record 024): mock builds swap the adapters'
 * script loader for `standInLoader`, which fetches nothing. It recognises the vendor by the script
 * address, defines the same global API the real script defines (only the calls the adapters make),
 * and renders a small bubble in the vendor's own container, so hiding, raising and reloading act
 * on the same element they act on in production. Opening the bubble lets QA type a message: the
 * vendor's "sent" event fires, then a canned agent reply fires "received".
 *
 * `window.__chatStandIn` counts loads per page and records the player the vendor was told about
 * (Playwright reads it; the bubble carries the same as data attributes).
 */
type Vendor = 'livechat' | 'jivo' | 'tawk' | 'freshchat' | 'zendesk' | 'crisp';
type W = Window & Record<string, unknown>;

interface StandInState {
  vendor: Vendor | null;
  loads: number;
  user: { name?: string; email?: string; phone?: string; uid?: string };
  visible: boolean;
}

const VENDOR_NAMES: Record<Vendor, string> = {
  livechat: 'LiveChat',
  jivo: 'Jivo',
  tawk: 'Tawk.to',
  freshchat: 'Freshchat',
  zendesk: 'Zendesk',
  crisp: 'Crisp',
};

function vendorOf(src: string): Vendor | null {
  if (src.includes('livechatinc.com')) return 'livechat';
  if (src.includes('jivosite.com')) return 'jivo';
  if (src.includes('tawk.to')) return 'tawk';
  if (src.includes('fw-cdn.com') || src.includes('freshchat.com')) return 'freshchat';
  if (src.includes('zdassets.com')) return 'zendesk';
  if (src.includes('crisp.chat')) return 'crisp';
  return null;
}

function state(): StandInState {
  const win = window as unknown as W;
  win.__chatStandIn ??= { vendor: null, loads: 0, user: {}, visible: false } satisfies StandInState;
  return win.__chatStandIn as StandInState;
}

const AGENT_REPLY = 'Thanks! An agent will answer shortly. (stand-in)';

/** The bubble and its panel inside the vendor's container element. */
function renderBubble(vendor: Vendor, container: HTMLElement, onSend: (text: string) => void) {
  container.dataset.testid = 'chat-stand-in';
  container.dataset.vendor = vendor;
  Object.assign(container.style, { position: 'fixed', right: '1rem', bottom: '1rem', zIndex: '900', fontFamily: 'system-ui, sans-serif' });
  const panel = document.createElement('div');
  panel.hidden = true;
  Object.assign(panel.style, { background: '#fff', color: '#111', borderRadius: '12px', padding: '0.75rem', marginBottom: '0.5rem', width: '16rem', boxShadow: '0 6px 24px rgba(0,0,0,.3)' });
  const log = document.createElement('ol');
  log.setAttribute('aria-live', 'polite');
  Object.assign(log.style, { listStyle: 'none', margin: '0 0 0.5rem', padding: '0', maxHeight: '10rem', overflow: 'auto', fontSize: '0.85rem' });
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.setAttribute('aria-label', `${VENDOR_NAMES[vendor]} message`);
  Object.assign(input.style, { width: '70%', padding: '0.3rem' });
  const send = document.createElement('button');
  send.type = 'submit';
  send.textContent = 'Send';
  form.append(input, send);
  panel.append(log, form);
  const bubble = document.createElement('button');
  bubble.type = 'button';
  bubble.textContent = `Chat · ${VENDOR_NAMES[vendor]}`;
  bubble.setAttribute('aria-label', `${VENDOR_NAMES[vendor]} chat (stand-in)`);
  bubble.setAttribute('aria-expanded', 'false');
  Object.assign(bubble.style, { float: 'right', border: '0', borderRadius: '999px', padding: '0.7rem 1rem', background: '#2563eb', color: '#fff', fontWeight: '600', cursor: 'pointer', boxShadow: '0 4px 14px rgba(0,0,0,.35)' });
  bubble.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    bubble.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) input.focus();
  });
  const append = (who: string, text: string) => {
    const item = document.createElement('li');
    item.textContent = `${who}: ${text}`;
    log.append(item);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    append('You', text);
    onSend(text);
  });
  container.append(panel, bubble);
  const open = () => {
    panel.hidden = false;
    bubble.setAttribute('aria-expanded', 'true');
    input.focus();
  };
  return { reply: (text: string) => append('Agent', text), open };
}

function mount(vendor: Vendor, setup: (container: HTMLElement) => void, onSend: (text: string, reply: (text: string) => void) => void) {
  const container = vendor === 'jivo' ? document.createElement('jdiv') : document.createElement('div');
  setup(container);
  const ui = renderBubble(vendor, container, (text) => onSend(text, ui.reply));
  opener.set(container, ui.open);
  document.body.append(container);
  const s = state();
  s.vendor = vendor;
  s.loads += 1;
  s.user = {};
  s.visible = true;
  return container;
}

const opener = new WeakMap<HTMLElement, () => void>();

function openPanel(container: HTMLElement) {
  setVisible(container, true);
  opener.get(container)?.();
}

function setUser(container: HTMLElement, user: StandInState['user']) {
  const s = state();
  s.user = { ...s.user, ...Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined && value !== '')) };
  container.dataset.userEmail = s.user.email ?? '';
  container.dataset.userUid = s.user.uid ?? '';
}

function setVisible(container: HTMLElement, visible: boolean) {
  state().visible = visible;
  container.style.display = visible ? '' : 'none';
}

function remove(container: HTMLElement) {
  container.remove();
  state().visible = false;
}

const later = (fn: () => void, ms = 300) => void setTimeout(fn, ms);

const INSTALL: Record<Vendor, (win: W, attributes: Record<string, string>) => void> = {
  livechat(win) {
    const listeners: ((event: unknown) => void)[] = [];
    const container = mount('livechat', (el) => (el.id = 'chat-widget-container'), (text, reply) => {
      listeners.forEach((fn) => fn({ type: 'message', author: { type: 'customer' }, text }));
      later(() => {
        reply(AGENT_REPLY);
        listeners.forEach((fn) => fn({ type: 'message', author: { type: 'agent' }, text: AGENT_REPLY }));
      });
    });
    win.LiveChatWidget = {
      call(method: string, value: unknown) {
        if (method === 'set_customer_name') setUser(container, { name: String(value) });
        if (method === 'set_customer_email') setUser(container, { email: String(value) });
        if (method === 'set_session_variables') setUser(container, value as StandInState['user']);
        if (method === 'hide') setVisible(container, false);
        if (method === 'minimize') setVisible(container, true);
        if (method === 'maximize') openPanel(container);
        if (method === 'destroy') remove(container);
      },
      on(event: string, fn: (payload: unknown) => void) {
        if (event === 'new_event') listeners.push(fn);
      },
      get: (name: string) => (name === 'chat_data' ? { chatId: 'MOCK-CHAT', threadId: 'MOCK-THREAD' } : {}),
    };
  },
  jivo(win) {
    const container = mount('jivo', () => undefined, (_text, reply) => {
      (win.jivo_onMessageSent as (() => void) | undefined)?.();
      later(() => {
        reply(AGENT_REPLY);
        (win.jivo_onMessageReceived as ((message: unknown) => void) | undefined)?.({ type: 'operator' });
      });
    });
    win.jivo_api = {
      setContactInfo: (info: StandInState['user']) => setUser(container, info),
      setCustomData: (fields: { title: string; content: string }[]) => setUser(container, { uid: fields.find((f) => f.title === 'uid')?.content }),
      open: () => openPanel(container),
      close: () => undefined,
    };
    win.jivo_destroy = () => remove(container);
    later(() => (win.jivo_onLoadCallback as (() => void) | undefined)?.(), 0);
  },
  tawk(win) {
    const api = (win.Tawk_API ??= {}) as Record<string, unknown>;
    const container = mount('tawk', (el) => (el.className = 'tawk-min-container'), (text, reply) => {
      (api.onChatMessageVisitor as ((message: string) => void) | undefined)?.(text);
      later(() => {
        reply(AGENT_REPLY);
        (api.onChatMessageAgent as ((message: string) => void) | undefined)?.(AGENT_REPLY);
      });
    });
    setUser(container, (api.visitor as StandInState['user'] | undefined) ?? {});
    Object.assign(api, {
      setAttributes: (attributes: StandInState['user'], done?: () => void) => {
        setUser(container, attributes);
        done?.();
      },
      hideWidget: () => setVisible(container, false),
      showWidget: () => setVisible(container, true),
      maximize: () => openPanel(container),
    });
    later(() => (api.onLoad as (() => void) | undefined)?.(), 0);
    // destroy() deletes Tawk_API; the stand-in notices and removes its bubble.
    const watch = setInterval(() => {
      if (win.Tawk_API !== api) {
        remove(container);
        clearInterval(watch);
      }
    }, 200);
  },
  freshchat(win) {
    const listeners: Record<string, ((payload: unknown) => void)[]> = {};
    const emit = (event: string, text: string) =>
      (listeners[event] ?? []).forEach((fn) => fn({ message: { channelId: 'mock-channel', conversationId: 'mock-conversation', messageFragments: [{ content: text }] } }));
    const container = mount('freshchat', (el) => (el.id = 'fc_frame'), (text, reply) => {
      emit('message:sent', text);
      later(() => {
        reply(AGENT_REPLY);
        emit('message:received', AGENT_REPLY);
      });
    });
    win.fcWidget = {
      on: (event: string, fn: (payload: unknown) => void) => (listeners[event] ??= []).push(fn),
      user: { setProperties: (properties: Record<string, string>) => setUser(container, { ...properties, name: properties.firstName }) },
      setExternalId: (uid: string) => setUser(container, { uid }),
      show: () => setVisible(container, true),
      hide: () => setVisible(container, false),
      open: () => openPanel(container),
      destroy: () => remove(container),
    };
  },
  zendesk(win) {
    const container = mount('zendesk', (el) => (el.id = 'launcher'), (_text, reply) => later(() => reply(AGENT_REPLY)));
    win.zE = (scope: string, command: unknown, value: unknown) => {
      if (scope === 'messenger' && command === 'show') setVisible(container, true);
      if (scope === 'messenger' && command === 'hide') setVisible(container, false);
      if (scope === 'messenger' && command === 'open') openPanel(container);
      if (scope === 'webWidget' && command === 'prefill') {
        const prefill = value as Record<string, { value?: string }>;
        setUser(container, { name: prefill.name?.value, email: prefill.email?.value, phone: prefill.phone?.value });
      }
      if (scope === 'messenger:set' && command === 'conversationFields') {
        setUser(container, { uid: (value as { id: string; value: string }[]).find((f) => f.id === 'uid')?.value });
      }
    };
    // destroy() removes the snippet tag and zE; the bubble follows.
    const watch = setInterval(() => {
      if (!win.zE) {
        remove(container);
        clearInterval(watch);
      }
    }, 200);
  },
  crisp(win) {
    const queued = (Array.isArray(win.$crisp) ? win.$crisp : []) as unknown[][];
    const listeners: Record<string, ((message: unknown) => void)[]> = {};
    const emit = (event: string, text: string) => (listeners[event] ?? []).forEach((fn) => fn({ type: 'text', content: text, origin: event === 'message:sent' ? 'visitor' : 'operator' }));
    const container = mount('crisp', (el) => (el.className = 'crisp-client'), (text, reply) => {
      emit('message:sent', text);
      later(() => {
        reply(AGENT_REPLY);
        emit('message:received', AGENT_REPLY);
      });
    });
    const run = (command: unknown[]) => {
      const [verb, name, args] = command as [string, string, unknown];
      if (verb === 'on') (listeners[name] ??= []).push(args as (message: unknown) => void);
      if (verb === 'do' && name === 'chat:show') setVisible(container, true);
      if (verb === 'do' && name === 'chat:hide') setVisible(container, false);
      if (verb === 'do' && name === 'chat:open') openPanel(container);
      if (verb === 'set') {
        const value = (args as unknown[])[0];
        if (name === 'user:email') setUser(container, { email: String(value) });
        if (name === 'user:nickname') setUser(container, { name: String(value) });
        if (name === 'user:phone') setUser(container, { phone: String(value) });
        if (name === 'session:data') setUser(container, { uid: String((value as string[][]).find(([key]) => key === 'uid')?.[1] ?? '') });
      }
    };
    queued.forEach(run);
    win.$crisp = { push: run, get: (name: string) => (name === 'session:identifier' ? 'mock-session' : undefined) };
  },
};

/** The adapters' script loader in mock builds: installs the vendor's stand-in instead of fetching. */
export async function standInLoader(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const vendor = vendorOf(src);
  if (!vendor) throw new Error(`no chat stand-in for ${src}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  INSTALL[vendor](window as unknown as W, attributes);
}
