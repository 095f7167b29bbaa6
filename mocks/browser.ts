import { getResponse, RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { openMockPayIfPayPage } from './cashier/open-mock-pay';
import { adoptPersistedDb, DB_STORAGE_KEY, enableDbPersistence } from './core/db';
import { MOCK_SPORTSBOOK_PAGE } from './sportsbook/paths';
import { enableScenarioPersistence } from './core/scenario-state';
import { withoutScenarioParams } from './core/url-scenario-params';
import { warmCatalogue } from './games/fixtures/warm-catalogue';

/** The chat, Sumsub and demo-account stand-ins main.tsx registers for the features. */
export { vendorStandIns } from './vendor-stand-ins';

/** The worker script: MSW's `mockServiceWorker.js`, imported by ours. */
const MOCK_WORKER_URL = '/mock-worker.js';

/** Lets the browser run what waits (a paint, the app's own start) before the next step of the mock's. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The mock backend's start after this window's own checks, in steps with a task of their own each, so
 * the page paints and the app starts between them (decision record 066): the QA switches of the
 * address, then the handlers' modules (every area's tables and fixtures) with MSW's worker client,
 * then the worker. The same handlers as the tests, served by a service worker: public/mock-worker.js,
 * MSW's own behind one listener, lets the build's own files go to the network without asking this
 * window (decision record 036).
 */
async function startWorker(address: URL): Promise<SetupWorker> {
  await nextTask();
  const { applyScenariosFromUrl } = await import('./url-scenarios');
  applyScenariosFromUrl(address);
  await nextTask();
  const [{ setupWorker }, { handlers }, { installMockGameBridge }] = await Promise.all([
    import('msw/browser'),
    import('./handlers'),
    import('./games/mock-game/mock-game-bridge'),
  ]);
  await nextTask();
  const worker = setupWorker(...handlers);
  const started = worker.start({
    // Static assets, fonts and anything without a handler go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: MOCK_WORKER_URL },
    quiet: true,
  });
  // The game frame's calls are answered by the worker's current handlers in this window. No game
  // frame exists before the worker answers: the app opens one with the game's data.
  installMockGameBridge(window, started, (request) =>
    getResponse(worker.listHandlers().filter((handler) => handler instanceof RequestHandler), request),
  );
  await started;
  return worker;
}

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
  // The router never sees the mock_* parameters: they leave the address now and apply before any
  // request goes out (requests wait for the start).
  const address = new URL(window.location.href);
  const clean = withoutScenarioParams(address);
  if (clean.href !== address.href) window.history.replaceState(window.history.state, '', clean.href);
  const started = startWorker(address).then(() => undefined);
  // The game catalogue is invented in idle time from here, not in the first games request's task.
  void started.then(() => warmCatalogue(), () => undefined);
  return started;
}
