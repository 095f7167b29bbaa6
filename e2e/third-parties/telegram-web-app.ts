/**
 * Telegram's mini-application script under its real address (VITE_TELEGRAM_SCRIPT_URL's default,
 * docs/third-parties.md "Messaging app"). What it does on load is what telegram-web-app.js does
 * (reference integrations §3): the launch parameters from the address hash, kept in sessionStorage
 * (`__telegram__initParams`) for the navigations that drop the hash; `Telegram.WebApp` with the raw
 * init data and its parsed form; and every call to the client as an event through the bridge the
 * client provides: `TelegramWebviewProxy.postEvent` (native clients), `external.notify`, or a
 * message to the parent (the web clients, which frame the page). Without a client, an event goes
 * nowhere. `seen` lists the script's requests.
 */
import type { BrowserContext } from '@playwright/test';
import type { StandIn } from './stand-in';

export const TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';

/** Runs in the page as the vendor's script: plain functions only, its text is served as it is. */
export function installTelegramWebApp(): void {
  type Params = Record<string, string>;
  type Handler = (data?: unknown) => void;
  const STORAGE_KEY = '__telegram__initParams';

  const hashParams = (hash: string): Params => {
    const params: Params = {};
    new URLSearchParams(hash.replace(/^#/, '')).forEach((value, key) => {
      params[key] = value;
    });
    return params;
  };
  const initParams = hashParams(window.location.hash);
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Params | null;
    if (stored) for (const key of Object.keys(stored)) if (initParams[key] === undefined) initParams[key] = stored[key];
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(initParams));
  } catch {
    // storage refused: the hash alone
  }

  let isIframe = false;
  try {
    isIframe = window.parent != null && window !== window.parent;
  } catch {
    isIframe = true;
  }

  const host = window as unknown as {
    TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void };
    external?: { notify?: (data: string) => void };
  };
  function postEvent(eventType: string, eventData: unknown = ''): boolean {
    if (host.TelegramWebviewProxy !== undefined) host.TelegramWebviewProxy.postEvent(eventType, JSON.stringify(eventData));
    else if (host.external && typeof host.external.notify === 'function') host.external.notify(JSON.stringify({ eventType, eventData }));
    else if (isIframe) window.parent.postMessage(JSON.stringify({ eventType, eventData }), '*');
    else return false;
    return true;
  }

  const handlers: Record<string, Handler[]> = {};
  const onEvent = (type: string, handler: Handler) => {
    (handlers[type] ??= []).push(handler);
  };
  const offEvent = (type: string, handler: Handler) => {
    handlers[type] = (handlers[type] ?? []).filter((item) => item !== handler);
  };
  const emit = (type: string, data?: unknown) => {
    for (const handler of handlers[type] ?? []) handler(data);
  };

  const parseJson = (text: string | undefined): Record<string, unknown> => {
    try {
      const value = JSON.parse(text ?? '{}') as unknown;
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const initData = initParams.tgWebAppData ?? '';
  const initDataUnsafe: Record<string, unknown> = {};
  new URLSearchParams(initData).forEach((value, key) => {
    initDataUnsafe[key] = key === 'user' || key === 'receiver' || key === 'chat' ? parseJson(value) : value;
  });
  const version = initParams.tgWebAppVersion ?? '6.0';
  const atLeast = (wanted: string) => {
    const [major, minor] = version.split('.').map(Number);
    const [wantedMajor, wantedMinor] = wanted.split('.').map(Number);
    return major > wantedMajor || (major === wantedMajor && (minor || 0) >= wantedMinor);
  };
  const needs = (wanted: string, method: string) => {
    if (atLeast(wanted)) return;
    console.warn(`[Telegram.WebApp] Method ${method} is not supported in version ${version}`);
    throw new Error('WebAppMethodUnsupported');
  };

  const webApp = {
    initData,
    initDataUnsafe,
    version,
    platform: initParams.tgWebAppPlatform ?? 'unknown',
    themeParams: parseJson(initParams.tgWebAppThemeParams),
    colorScheme: 'light',
    viewportHeight: window.innerHeight,
    viewportStableHeight: window.innerHeight,
    isExpanded: false,
    isFullscreen: false,
    onEvent,
    offEvent,
    ready: () => postEvent('web_app_ready'),
    expand: () => postEvent('web_app_expand'),
    close: () => postEvent('web_app_close'),
    requestFullscreen: () => {
      needs('8.0', 'requestFullscreen');
      postEvent('web_app_request_fullscreen');
    },
    disableVerticalSwipes: () => {
      needs('7.7', 'disableVerticalSwipes');
      postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
    },
    setHeaderColor: (color: string) => {
      needs('6.1', 'setHeaderColor');
      postEvent('web_app_set_header_color', { color });
    },
    setBackgroundColor: (color: string) => {
      needs('6.1', 'setBackgroundColor');
      postEvent('web_app_set_background_color', { color });
    },
  };

  /** What the client sends back: native clients call receiveEvent, web clients post a message. */
  function receiveEvent(eventType: string, eventData?: Record<string, unknown>) {
    if (eventType === 'viewport_changed' && typeof eventData?.height === 'number') {
      webApp.viewportHeight = eventData.height;
      webApp.isExpanded = Boolean(eventData.is_expanded);
      if (eventData.is_state_stable) webApp.viewportStableHeight = eventData.height;
      emit('viewportChanged', { isStateStable: Boolean(eventData.is_state_stable) });
    } else if (eventType === 'theme_changed' && eventData?.theme_params && typeof eventData.theme_params === 'object') {
      webApp.themeParams = eventData.theme_params as Record<string, unknown>;
      emit('themeChanged');
    } else if (eventType === 'fullscreen_changed') {
      webApp.isFullscreen = Boolean(eventData?.is_fullscreen);
      emit('fullscreenChanged');
    }
  }
  if (isIframe) {
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent) return;
      try {
        const data = JSON.parse(String(event.data)) as { eventType?: unknown; eventData?: Record<string, unknown> };
        if (typeof data.eventType === 'string') receiveEvent(data.eventType, data.eventData);
      } catch {
        // not the client's
      }
    });
  }

  const page = window as unknown as { Telegram?: Record<string, unknown> };
  page.Telegram = {
    ...page.Telegram,
    WebView: { initParams, isIframe, postEvent, receiveEvent, onEvent, offEvent },
    WebApp: webApp,
  };
  postEvent('web_app_request_theme');
  postEvent('web_app_request_viewport');
  if (isIframe) postEvent('iframe_ready', { reload_supported: true });
}

export interface TelegramStandIn extends StandIn {
  /** The script's requests (`GET <address>`). */
  readonly seen: string[];
}

export function telegramWebAppStandIn(): TelegramStandIn {
  const seen: string[] = [];
  return {
    name: 'telegram-mini-app',
    seen,
    async install(context: BrowserContext) {
      await context.route(TELEGRAM_SCRIPT_URL, (route) => {
        seen.push(`${route.request().method()} ${route.request().url()}`);
        return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: `(${installTelegramWebApp.toString()})();` });
      });
    },
  };
}
