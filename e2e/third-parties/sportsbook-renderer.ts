/**
 * What the Betby stand-in serves as the brand's `bt-renderer.min.js`: `window.BTRenderer` with
 * `initialize`, `updateOptions` and `kill`, the shape src/features/sportsbook/host/betby-adapter.ts
 * drives. Like the vendor's renderer it runs in the site's page and under the site's policy: it asks
 * its API host for the brand's configuration, keeps a WebSocket to its host, and shows the book in a
 * frame of its host (the mock sportsbook's page, sbk/1), turning the frame's requests into the
 * host's callbacks. Served as the text of `installBetbyRenderer`, so it must use nothing outside it.
 */

/** The frame's accessible name, which the specs find it by. */
export const BETBY_FRAME_TITLE = 'Sportsbook';

/** The renderer's path on the brand's host (VITE_SPORTSBOOK_URL). */
export const BETBY_RENDERER_PATH = '/bt-renderer.min.js';
/** Where the renderer asks for the brand's configuration, on the script's host. */
export const BETBY_CONFIG_PATH = '/api/v1/brand-config';
/** The frame page, on the script's host. */
export const BETBY_FRAME_PATH = '/frame/';
/** The renderer's socket, on the script's host. */
export const BETBY_SOCKET_PATH = '/ws';

interface RendererOptions {
  brand_id: string;
  token?: string | null;
  lang: string;
  target: HTMLElement;
  url?: string;
  onLogin?: () => void;
  onRegister?: () => void;
  onRecharge?: () => void;
  onRouteChange?: (route: unknown) => void;
  onTokenExpired?: () => Promise<string> | string;
  onBetSlipStateChange?: () => void;
}

/**
 * Runs in the page as the vendor's script; `paths` are the constants above. Plain functions and
 * closures only: the text is served as it is, so nothing may need a helper of the transpiler.
 */
export function installBetbyRenderer(paths: { config: string; frame: string; socket: string; title: string }): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const vendor = new URL(script?.src ?? window.location.href).origin;
  const PROTOCOL = 'sbk/1';

  function initialize(options: RendererOptions) {
    let frame: HTMLIFrameElement | null = null;
    let token = options.token ?? null;
    let killed = false;

    const post = (message: Record<string, unknown>) => frame?.contentWindow?.postMessage(message, vendor);
    const sendSession = () => post({ protocol: PROTOCOL, type: 'session', token, lang: options.lang });

    /** Only the book's own frame, from the vendor's origin, is heard. */
    const onMessage = (event: MessageEvent) => {
      if (!frame || event.source !== frame.contentWindow || event.origin !== vendor) return;
      const message = event.data as { protocol?: unknown; type?: unknown; path?: unknown };
      if (!message || message.protocol !== PROTOCOL) return;
      switch (message.type) {
        case 'ready':
          sendSession();
          break;
        case 'route':
          options.onRouteChange?.({ url: message.path });
          break;
        case 'login':
          options.onLogin?.();
          break;
        case 'register':
          options.onRegister?.();
          break;
        case 'deposit':
          options.onRecharge?.();
          break;
        case 'balance':
          options.onBetSlipStateChange?.();
          break;
        case 'token-expired':
          void Promise.resolve(options.onTokenExpired?.()).then((fresh) => {
            token = fresh || null;
            sendSession();
          });
          break;
      }
    };
    window.addEventListener('message', onMessage);

    const socketAddress = new URL(paths.socket, vendor.replace(/^http/, 'ws'));
    socketAddress.searchParams.set('brand_id', options.brand_id);
    const socket = new WebSocket(socketAddress);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', lang: options.lang, token })));
    socket.addEventListener('message', (event) => {
      if ((JSON.parse(String(event.data)) as { type?: unknown }).type === 'bet_settled') options.onBetSlipStateChange?.();
    });

    const configAddress = new URL(paths.config, vendor);
    configAddress.searchParams.set('brand_id', options.brand_id);
    configAddress.searchParams.set('lang', options.lang);
    void fetch(configAddress)
      .then((response) => response.json() as Promise<{ frame: string }>)
      .then((config) => {
        if (killed) return;
        const src = new URL(config.frame, vendor);
        src.searchParams.set('lang', options.lang);
        src.searchParams.set('path', options.url || '/');
        frame = document.createElement('iframe');
        frame.title = paths.title;
        frame.src = src.href;
        frame.style.cssText = 'display:block;width:100%;height:100%;border:0';
        options.target.append(frame);
      });

    return {
      updateOptions(next: { url?: string }) {
        if (typeof next.url === 'string') post({ protocol: PROTOCOL, type: 'navigate', path: next.url });
      },
      kill() {
        killed = true;
        window.removeEventListener('message', onMessage);
        socket.close();
        frame?.remove();
        frame = null;
      },
    };
  }

  function BTRenderer() {
    return { initialize };
  }

  (window as unknown as { BTRenderer: unknown }).BTRenderer = BTRenderer;
}

/** The script's text, as the brand's CDN would serve it. */
export function betbyRendererScript(): string {
  const paths = { config: BETBY_CONFIG_PATH, frame: BETBY_FRAME_PATH, socket: BETBY_SOCKET_PATH, title: BETBY_FRAME_TITLE };
  return `(${installBetbyRenderer.toString()})(${JSON.stringify(paths)});`;
}
