import { inForeignFrame } from '@/lib/cookies/site-cookie-attributes';
import { setPwaState, setUpdateHandler } from './pwa-state';

/**
 * Registers the PWA worker that vite-plugin-pwa generates (`sw.js`, precache, "prompt" mode: a new
 * worker waits until the page lets it take over), without workbox-window: the browser's own API is
 * all the registration needs, and the page's start stays lighter. Only production builds
 * without mocks call this (MSW's worker owns the scope in mock builds).
 *
 * - An active worker sets `offlineReady` (pages visited once open offline); the first install also
 *   sets `justInstalled`, which the prompt announces once.
 * - A new worker waiting sets `needRefresh`; the update policy (update-policy.ts) activates it
 *   when no form holds typed input, or when the player agrees in the update prompt, and the page
 *   reloads once the new worker controls it, so it never asks a new deployment for old chunks.
 * - Another tab activating a newer worker ("external activation") also sets `needRefresh`: the
 *   page then reloads under the same rule.
 */
export const SW_UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(base: string = import.meta.env.BASE_URL, framedByAnotherSite: boolean = inForeignFrame()): void {
  // Inside a partner's page (docs/partners.md) there is nothing to install, and browsers that
  // block third-party storage refuse the registration anyway.
  if (framedByAnotherSite || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let hadController = container.controller !== null;
  let activating = false;
  let registration: ServiceWorkerRegistration | null = null;

  const reload = () => window.location.reload();
  setUpdateHandler(() => {
    const waiting = registration?.waiting;
    if (waiting) {
      activating = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // A worker that never takes over must not leave the page stuck.
      window.setTimeout(reload, 3000);
    } else {
      reload();
    }
  });

  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      // The first worker claimed this page: nothing was stale.
      hadController = true;
      return;
    }
    if (activating) reload();
    else setPwaState({ needRefresh: true });
  });

  const watch = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) setPwaState({ needRefresh: true });
      if (worker.state === 'activated' && !hadController) setPwaState({ offlineReady: true, justInstalled: true });
    });
  };

  // After the load event, so the worker's precache downloads never compete with the page's own.
  const register = () => {
    container
      .register(`${base}sw.js`, { scope: base })
      .then((reg: ServiceWorkerRegistration | undefined) => {
        // A browser or test harness that blocks service workers may resolve with nothing.
        if (!reg) return;
        registration = reg;
        if (reg.waiting && container.controller) setPwaState({ needRefresh: true });
        if (reg.active && container.controller) setPwaState({ offlineReady: true });
        if (reg.installing) watch(reg.installing);
        reg.addEventListener('updatefound', () => {
          if (reg.installing) watch(reg.installing);
        });
        window.setInterval(() => void reg.update().catch(() => undefined), SW_UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        console.error('[pwa] service worker registration failed', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Asks the registered worker to look for a new one (the build watch found a newer build). */
export function checkWorkerUpdate(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((reg) => reg?.update()).catch(() => undefined);
}
