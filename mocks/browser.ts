import { getResponse, RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { openMockPayIfPayPage } from './cashier/open-mock-pay';
import { adoptPersistedDb, DB_STORAGE_KEY, enableDbPersistence } from './core/db';
import { installMockGameBridge } from './games/mock-game/mock-game-bridge';
import { MOCK_SPORTSBOOK_PAGE } from './sportsbook/paths';
import { handlers } from './handlers';
import { enableScenarioPersistence } from './core/scenario-state';
import { applyScenariosFromUrl } from './scenarios';

/** The chat, Sumsub and demo-account stand-ins main.tsx registers for the features. */
export { vendorStandIns } from './vendor-stand-ins';

/**
 * The same handlers as the tests, served by a service worker in mock builds. The worker
 * (public/mock-worker.js, MSW's own behind one listener) lets the build's own files go to the
 * network without asking this window (decision record 036).
 */
export const worker = setupWorker(...handlers);

/** The worker script: MSW's `mockServiceWorker.js`, imported by ours. */
const MOCK_WORKER_URL = '/mock-worker.js';

/**
 * Called by main.tsx (dynamic import, mocks on). At once: restores the persisted database and QA
 * switches, applies mock_* URL parameters and cleans them from the address, so the router never
 * sees them. Returns the worker's start, which the app does not wait for before it paints
 * (requests wait for it: src/start/runtime/backend-gate.ts), or null when this window is the mock
 * payment provider's page (mocks/cashier/open-mock-pay.ts) and no app may start. The mock game's
 * frame is a static page of its own (public/mock-game.html) served by the bridge installed here.
 */
export function startMockWorker(): Promise<void> | null {
  // The mock sportsbook vendor's frame (mocks/sportsbook/): its API goes to the app window's mock backend.
  // Its page is a chunk of its own, which no other window of the mock build loads.
  if (window.location.pathname === MOCK_SPORTSBOOK_PAGE) {
    void import('./sportsbook/mock-sportsbook-page').then(({ openMockSportsbookIfPage }) => openMockSportsbookIfPage(window.location));
    return null;
  }
  enableDbPersistence(window.localStorage);
  enableScenarioPersistence(window.localStorage);
  // The mock payment provider's page (redirect / new-window / mobile deposits) works on the persisted database.
  if (openMockPayIfPayPage(window.location)) return null;
  // A payment settled in another tab (the new-window provider page) reaches this tab's mock backend.
  window.addEventListener('storage', (event) => {
    if (event.key === DB_STORAGE_KEY && event.storageArea === window.localStorage) adoptPersistedDb(window.localStorage);
  });
  const current = new URL(window.location.href);
  const clean = applyScenariosFromUrl(current);
  if (clean.href !== current.href) window.history.replaceState(window.history.state, '', clean.href);
  const started = worker
    .start({
      // Static assets, fonts and anything without a handler go to the network untouched.
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: MOCK_WORKER_URL },
      quiet: true,
    })
    .then(() => undefined);
  // The game frame's calls are answered by the worker's current handlers in this window.
  installMockGameBridge(window, started, (request) =>
    getResponse(worker.listHandlers().filter((handler) => handler instanceof RequestHandler), request),
  );
  return started;
}
