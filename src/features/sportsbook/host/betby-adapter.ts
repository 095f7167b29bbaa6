import type { SportsbookAdapter, SportsbookCallbacks, SportsbookSession } from './sportsbook-adapter';
import { isWidgetPath } from './sportsbook-adapter';

/** The part of Betby's BTRenderer the host uses (initialize, updateOptions, kill). */
export interface BetbyRenderer {
  initialize(options: BetbyOptions): BetbyInstance;
}
export interface BetbyInstance {
  updateOptions(options: { url?: string }): void;
  kill(): void;
}
export interface BetbyOptions {
  brand_id: string;
  token?: string;
  lang: string;
  target: HTMLElement;
  themeName?: string;
  /** Real paths under this base when set; the host keeps query mode (`url`) otherwise. */
  basename?: string;
  url: string;
  onLogin: () => void;
  onRegister: () => void;
  onRecharge: () => void;
  onRouteChange: (route: unknown) => void;
  onTokenExpired: () => Promise<string>;
  onSessionRefresh: () => void;
  onBetSlipStateChange: () => void;
}

declare global {
  interface Window {
    BTRenderer?: new () => BetbyRenderer;
  }
}

export interface BetbyConfig {
  scriptUrl: string;
  brandId: string;
  themeName?: string;
  basename?: string;
}

const loads = new Map<string, Promise<void>>();

/** Adds the vendor script once per address; resolves when BTRenderer exists. */
function loadScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    if (window.BTRenderer) return resolve();
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.BTRenderer ? resolve() : reject(new Error('BTRenderer missing')));
    script.onerror = () => reject(new Error('script failed'));
    document.head.append(script);
  });
  promise.catch(() => loads.delete(url));
  loads.set(url, promise);
  return promise;
}

/** Betby passes a path or an object with one; only a safe widget path counts. */
function routeOf(route: unknown): string | null {
  const raw = typeof route === 'string' ? route : typeof route === 'object' && route !== null ? (route as { url?: unknown; path?: unknown }).url ?? (route as { path?: unknown }).path : null;
  if (typeof raw !== 'string') return null;
  const path = raw.split('?')[0] || '/';
  return isWidgetPath(path) ? path : null;
}

/**
 * Betby's script widget (research notes §1.1): `new BTRenderer().initialize(options)`, `updateOptions({url})`
 * and `kill()`. Like the hosts studied, a new token or language kills and re-initialises the widget.
 * `onBetSlipStateChange` is the closest thing Betby has to a bet hint (a guess, decision record 020).
 */
export function createBetbyAdapter(config: BetbyConfig): SportsbookAdapter {
  let instance: BetbyInstance | null = null;
  let target: HTMLElement | null = null;
  let callbacks: SportsbookCallbacks | null = null;
  let session: SportsbookSession | null = null;
  let path = '/';

  const start = () => {
    if (!target || !session || !callbacks || !window.BTRenderer) return;
    const cb = callbacks;
    instance = new window.BTRenderer().initialize({
      brand_id: config.brandId,
      ...(session.token ? { token: session.token } : {}),
      lang: session.lang,
      target,
      ...(config.themeName ? { themeName: config.themeName } : {}),
      ...(config.basename ? { basename: config.basename } : {}),
      url: path,
      onLogin: () => cb.onLoginRequest(),
      onRegister: () => cb.onRegisterRequest(),
      onRecharge: () => cb.onDepositRequest(),
      onRouteChange: (route) => {
        const next = routeOf(route);
        if (next) {
          path = next;
          cb.onRouteChange(next);
        }
      },
      onTokenExpired: () => cb.onTokenExpired().then((token) => token ?? ''),
      onSessionRefresh: () => {
        void cb.onTokenExpired().then((token) => {
          if (session) adapter.update({ ...session, token });
        });
      },
      onBetSlipStateChange: () => cb.onBalanceHint(),
    });
    cb.onReady();
  };

  const adapter: SportsbookAdapter = {
    id: 'betby',
    load: () => loadScript(config.scriptUrl),
    mount(element, initialSession, initialPath, hostCallbacks) {
      target = element;
      session = initialSession;
      callbacks = hostCallbacks;
      path = initialPath;
      start();
    },
    update(next) {
      const changed = !session || session.token !== next.token || session.lang !== next.lang;
      session = next;
      if (!changed) return;
      instance?.kill();
      instance = null;
      start();
    },
    navigate(next) {
      if (next === path) return;
      path = next;
      instance?.updateOptions({ url: next });
    },
    destroy() {
      instance?.kill();
      instance = null;
      target = null;
      callbacks = null;
      session = null;
    },
  };
  return adapter;
}
