import { backendReady } from '@/start/runtime/backend-gate';
import { ENV } from '@/lib/config/env';

interface TelegramWebApp {
  initData?: string;
  ready?: () => void;
  expand?: () => void;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

let loading: Promise<TelegramWebApp | null> | null = null;

/**
 * Loads the mini-application script once (only inside the messaging app, SPEC §7) and tells the
 * host the app is ready. Its URL is VITE_TELEGRAM_SCRIPT_URL; mock builds answer it from the mock
 * backend, so demos and e2e runs never reach the network. Failure is only logged: registration
 * reads the launch data from the hash and does not need the script.
 */
export function loadTelegramScript(src: string = ENV.telegramScriptUrl): Promise<TelegramWebApp | null> {
  if (loading) return loading;
  // Mock builds serve the script from the mock worker: wait until it listens, like every request.
  loading = backendReady().then(() => appendScript(src));
  return loading;
}

function appendScript(src: string): Promise<TelegramWebApp | null> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const webApp = window.Telegram?.WebApp ?? null;
      try {
        webApp?.ready?.();
        webApp?.expand?.();
      } catch (error) {
        console.warn('[telegram] the mini-application API failed', error);
      }
      resolve(webApp);
    };
    script.onerror = () => {
      console.warn(`[telegram] could not load ${src}`);
      resolve(null);
    };
    document.head.append(script);
  });
}

/**
 * Tests only: forget the loaded script.
 * @internal a seam for tests
 */
export function resetTelegramScript(): void {
  loading = null;
}
