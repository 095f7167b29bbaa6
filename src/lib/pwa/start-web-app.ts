import { startBuildWatch } from './build-watch';
import { installChunkReloadGuard } from './chunk-reload-guard';
import { subscribePwaState, getPwaState } from './pwa-state';
import { checkWorkerUpdate, registerServiceWorker } from './register-service-worker';
import { startUpdatePolicy } from './update-policy';

/**
 * Everything of the installable web app that runs without React (SPEC §4 web app, §9 reload
 * guard): the stale-chunk reload guard, the build watch, the update policy and, in production
 * builds without mocks, the service worker. Called once from main.tsx when the page has settled:
 * the worker's precache (some 7 MB) and the build poll never compete with
 * the page's own scripts, data and pictures. The offline flag is watched from the start
 * (watchConnection).
 */
export function startWebApp({ serviceWorker }: { serviceWorker: boolean }): void {
  installChunkReloadGuard();
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
  // Tests and the QA panel wait for this before they act on the web app.
  document.documentElement.dataset.webApp = 'started';
}
