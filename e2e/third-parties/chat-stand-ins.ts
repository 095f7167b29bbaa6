/**
 * The six chat vendors under their real names (src/features/chat/adapters/). Each stand-in serves
 * a script from the vendor's script host that does on load what the vendor's widget does: it
 * defines the global API the app's adapter calls (the calls mocks/chat/stand-in.ts emulates in
 * mock builds), asks the vendor's API host for its settings, opens the vendor's socket, puts the
 * vendor's frame on the page where the vendor has one (Zendesk's are address-less), and only then
 * shows its launcher. The routes record what they answered, so a test can tell that every part
 * loaded under the production policy, not only that something appeared.
 */
import type { BrowserContext } from '@playwright/test';
import { type ChatVendorName, chatVendorRow } from '../../src/lib/config/third-parties';
import type { StandIn } from './stand-in';

/** What the agent answers every visitor message with, over the vendor's socket. */
export const AGENT_REPLY = 'Thanks! An agent will answer shortly.';

/** The settings the vendor's API host answers; the launcher shows its greeting. */
const GREETING = 'Hi! How can we help?';

/**
 * The console line of a socket the browser allowed but could not reach: the machine has no
 * network (see `answerSocket`). A socket the policy refuses logs a different line and a violation.
 */
export const OFFLINE_SOCKET = /WebSocket connection to 'wss:\/\/[^']+' failed: .*ERR_NAME_NOT_RESOLVED/;

/** A vendor's addresses; `{key}` is the account key the page gave the widget. */
interface VendorAddresses {
  script: RegExp;
  settings: string;
  socket: string;
  frame: string | null;
  /** Where the key comes from: the script's address or a global the adapter sets first. */
  key: 'license' | 'path' | 'query-key' | 'website-id';
}

/** The hosts are the vendors' own (docs/third-parties.md names where each comes from). */
const ADDRESSES: Record<ChatVendorName, VendorAddresses> = {
  livechat: {
    script: /^https:\/\/cdn\.livechatinc\.com\/tracking\.js$/,
    settings: 'https://api.livechatinc.com/v3.5/customer/action/get_dynamic_configuration?license_id={key}',
    socket: 'wss://api.livechatinc.com/v3.5/customer/rtm/ws?license_id={key}',
    frame: 'https://secure.livechatinc.com/customer/action/open_chat?license_id={key}',
    key: 'license',
  },
  jivo: {
    script: /^https:\/\/code\.jivosite\.com\/widget\/[^/?#]+$/,
    settings: 'https://api.jivosite.com/widget/{key}/config',
    socket: 'wss://node.jivosite.com/chat/{key}',
    frame: 'https://widget.jivosite.com/frame/{key}',
    key: 'path',
  },
  tawk: {
    script: /^https:\/\/embed\.tawk\.to\/[^/?#]+\/[^/?#]+$/,
    settings: 'https://va.tawk.to/v1/widget-settings/{key}',
    socket: 'wss://vsa1.tawk.to/s/?k={key}',
    frame: 'https://embed.tawk.to/_s/v4/app/frame.html?k={key}',
    key: 'path',
  },
  freshchat: {
    script: /^https:\/\/(?:(?:eu|in)\.)?fw-cdn\.com\/\d+\/\d+\.js$/,
    settings: 'https://wchat.freshchat.com/app/services/app/webchat/config?embed={key}',
    socket: 'wss://wchat.freshchat.com/app/socket?embed={key}',
    frame: 'https://wchat.freshchat.com/widget/index.html?embed={key}',
    key: 'path',
  },
  zendesk: {
    script: /^https:\/\/static\.zdassets\.com\/ekr\/snippet\.js\?key=[^&#]+$/,
    settings: 'https://ekr.zdassets.com/compose/{key}',
    socket: 'wss://api.smooch.io/faye?key={key}',
    frame: null,
    key: 'query-key',
  },
  crisp: {
    script: /^https:\/\/client\.crisp\.chat\/l\.js$/,
    settings: 'https://client.crisp.chat/settings/website/{key}/',
    socket: 'wss://client.relay.crisp.chat/w/?website={key}',
    frame: 'https://game.crisp.chat/?website={key}',
    key: 'website-id',
  },
};

/** One socket the widget opened, with the messages it sent (parsed). */
export interface SocketLog {
  url: string;
  messages: WidgetMessage[];
}

export type WidgetMessage = { type: 'visitor'; visitor: Record<string, string> } | { type: 'message'; text: string };

/** What the vendor's hosts were asked, in order. */
export interface VendorTraffic {
  scripts: string[];
  settings: string[];
  sockets: SocketLog[];
  frames: string[];
}

export interface ChatStandIn extends StandIn {
  vendor: ChatVendorName;
  /** The vendor's label (the table's), which names its launcher and message field. */
  label: string;
  traffic: VendorTraffic;
}

/** What the script's code needs to know; sent along as JSON. */
interface WidgetPlan {
  vendor: ChatVendorName;
  label: string;
  key: VendorAddresses['key'];
  settings: string;
  socket: string;
  frame: string | null;
  greeting: string;
}

/** `{key}` as a pattern: the key may hold a slash (tawk.to's property and widget). */
function addressPattern(template: string): RegExp {
  const [before, after] = template.split('{key}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}[^?&#]+${after ?? ''}$`);
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

export function chatStandIn(vendor: ChatVendorName): ChatStandIn {
  const addresses = ADDRESSES[vendor];
  const label = chatVendorRow(vendor).label;
  const traffic: VendorTraffic = { scripts: [], settings: [], sockets: [], frames: [] };
  const plan: WidgetPlan = { vendor, label, key: addresses.key, settings: addresses.settings, socket: addresses.socket, frame: addresses.frame, greeting: GREETING };

  async function install(context: BrowserContext): Promise<void> {
    await context.route(addresses.script, async (route) => {
      traffic.scripts.push(route.request().url());
      // tawk.to's tag asks for its script with crossorigin, so the answer carries CORS headers.
      await route.fulfill({ contentType: 'application/javascript', headers: CORS, body: `(${chatWidget.toString()})(${JSON.stringify(plan)});` });
    });
    await context.route(addressPattern(addresses.settings), async (route) => {
      traffic.settings.push(route.request().url());
      await route.fulfill({ json: { greeting: GREETING }, headers: CORS });
    });
    if (addresses.frame) {
      await context.route(addressPattern(addresses.frame), async (route) => {
        traffic.frames.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: frameDocument(vendor, label) });
      });
    }
    await context.routeWebSocket(addressPattern(addresses.socket), (ws) => {
      const log: SocketLog = { url: ws.url(), messages: [] };
      traffic.sockets.push(log);
      // A routed socket is answered inside the page, where no policy applies; connecting it too
      // makes the browser check its address against connect-src. The connection itself fails
      // offline (OFFLINE_SOCKET) and anything a real server might say is dropped.
      const server = ws.connectToServer();
      server.onMessage(() => undefined);
      server.onClose(() => undefined);
      ws.onMessage((data) => {
        const message = JSON.parse(String(data)) as WidgetMessage;
        log.messages.push(message);
        if (message.type === 'message') ws.send(JSON.stringify({ type: 'message', author: 'agent', text: AGENT_REPLY }));
      });
      ws.send(JSON.stringify({ type: 'welcome' }));
    });
  }

  return { name: vendor, vendor, label, traffic, install };
}

/** The vendor's chat frame: it tells the widget it is there (its conversation view, in a real widget). */
function frameDocument(vendor: ChatVendorName, label: string): string {
  const message = JSON.stringify({ chatFrame: vendor, state: 'ready' });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${label}</title><p>${label}</p><script>parent.postMessage(${message}, '*');</script></html>`;
}

/**
 * The widget, as the vendor's script runs it in the page (serialised: it may use nothing from
 * this module). Its global API is the part of each vendor's API the adapters call.
 */
function chatWidget(plan: WidgetPlan): void {
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
