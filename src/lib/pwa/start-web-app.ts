import { startBuildWatch } from './build-watch';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { setPwaState, subscribePwaState, getPwaState } from './pwa-state';
import { checkWorkerUpdate, registerServiceWorker } from './register-service-worker';
import { startUpdatePolicy } from './update-policy';

/**
 * Everything of the installable web app that runs without React (SPEC §4 web app, §9 reload
 * guard): the stale-chunk reload guard, the build watch, the update policy, the online flag and,
 * in production builds without mocks, the service worker. Called once from main.tsx after the
 * first render.
 */
export function startWebApp({ serviceWorker }: { serviceWorker: boolean }): void {
  installChunkReloadGuard();
  setPwaState({ offline: navigator.onLine === false });
  window.addEventListener('online', () => setPwaState({ offline: false }));
  window.addEventListener('offline', () => setPwaState({ offline: true }));
  if (serviceWorker) {
    registerServiceWorker();
    // A newer build seen by the poll: let the worker fetch it, so "update" activates it.
    let asked = false;
    subscribePwaState(() => {
      if (!asked && getPwaState().needRefresh) {
        asked = true;
        checkWorkerUpdate();
      }
    });
  }
  if (!import.meta.env.DEV) startBuildWatch();
  startUpdatePolicy();
}
