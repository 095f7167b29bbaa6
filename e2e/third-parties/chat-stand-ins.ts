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
import { ADDRESSES } from './chat-vendor-addresses';
import { chatWidget, type WidgetPlan } from './chat-widget-script';
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
