import { type HostMessage, parseVendorMessage, PROTOCOL } from '@/api/sportsbook/iframe-protocol';
import type { SportsbookAdapter, SportsbookCallbacks, SportsbookSession } from './sportsbook-adapter';

export interface IframeVendorConfig {
  /** The vendor's frame page, e.g. https://sports.example.com/frame/ ; its origin is the only one heard. */
  url: string;
  /** Accessible name of the frame. */
  title: string;
}

/**
 * What a vendor's book may do in its frame: run its scripts, keep its own origin (its storage and
 * session, and the origin its messages are checked against), send its forms, and open its help,
 * rules and statistics pages in new tabs that work as ordinary pages. No top navigation (sign-in,
 * deposits and moves go through sbk/1 messages to the host) and no modals, so the book can never
 * move or block the site around it. The mock sportsbook of mock builds is the site's own page on
 * its origin and needs that origin (the mock backend answers it through the app window's worker).
 */
export const SPORTSBOOK_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * An iframe vendor speaking the sbk/1 postMessage protocol (iframe-protocol.ts): the frame is loaded
 * with the language and the first path in its address; the token goes by message after the frame's
 * `ready`, never in the address. The frame is sandboxed (SPORTSBOOK_SANDBOX). Messages count only
 * when they come from the configured origin, from this frame's window, and have the protocol's exact
 * shape; everything else changes nothing.
 */
export function createIframeAdapter(config: IframeVendorConfig): SportsbookAdapter {
  const origin = new URL(config.url).origin;
  let frame: HTMLIFrameElement | null = null;
  let session: SportsbookSession | null = null;
  let ready = false;
  let callbacks: SportsbookCallbacks | null = null;
  let onMessage: ((event: MessageEvent) => void) | null = null;

  const post = (message: HostMessage) => {
    if (ready) frame?.contentWindow?.postMessage(message, origin);
  };
  const sendSession = () => {
    if (session) post({ protocol: PROTOCOL, type: 'session', token: session.token, lang: session.lang });
  };

  return {
    id: 'iframe',
    load: () => Promise.resolve(),
    mount(element, initialSession, initialPath, hostCallbacks) {
      session = initialSession;
      callbacks = hostCallbacks;
      ready = false;
      const src = new URL(config.url);
      src.searchParams.set('lang', initialSession.lang);
      src.searchParams.set('path', initialPath);
      frame = document.createElement('iframe');
      frame.title = config.title;
      frame.setAttribute('sandbox', SPORTSBOOK_SANDBOX);
      frame.src = src.href;
      frame.setAttribute('data-sportsbook-frame', '');
      frame.style.cssText = 'display:block;width:100%;height:100%;border:0';
      onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
        const message = parseVendorMessage(event.data);
        if (!message || !callbacks) return;
        switch (message.type) {
          case 'ready':
            ready = true;
            sendSession();
            callbacks.onReady();
            break;
          case 'route':
            callbacks.onRouteChange(message.path);
            break;
          case 'login':
            callbacks.onLoginRequest();
            break;
          case 'register':
            callbacks.onRegisterRequest();
            break;
          case 'deposit':
            callbacks.onDepositRequest();
            break;
          case 'balance':
            callbacks.onBalanceHint();
            break;
          case 'token-expired':
            void callbacks.onTokenExpired().then((token) => {
              if (session && frame) {
                session = { ...session, token };
                sendSession();
              }
            });
            break;
          case 'error':
            callbacks.onError({ code: message.code });
            break;
        }
      };
      window.addEventListener('message', onMessage);
      element.append(frame);
    },
    update(next) {
      session = next;
      sendSession();
    },
    navigate(path) {
      post({ protocol: PROTOCOL, type: 'navigate', path });
    },
    setBalance(amount, currency) {
      post({ protocol: PROTOCOL, type: 'balance', amount, currency });
    },
    destroy() {
      if (onMessage) window.removeEventListener('message', onMessage);
      onMessage = null;
      frame?.remove();
      frame = null;
      callbacks = null;
      session = null;
      ready = false;
    },
  };
}
