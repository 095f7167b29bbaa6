import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from '@/store/store';
import { createAppRouter, preloadRouteModules } from '@/app/router/create-router';
import { startingRoutes } from '@/app/router/route-discovery';
import { prerenderedPage, whenNavigationIdle } from '@/start/boot/prerendered-page';
import { holdRequestsUntil } from '@/start/runtime/backend-gate';
import { adoptEarlyResponses, APP_STARTED_ATTRIBUTE } from '@/start/runtime/early-responses';
import { selectFatalKind } from '@/lib/fatal/fatal-slice';
import { registerVendorStandIns } from '@/lib/stand-ins/vendor-stand-ins';
import { carriedTranslations } from '@/start/runtime/carried-translations';
import { carriedDataArrived, markCarried, readCarriedData } from '@/start/runtime/carried-data';
import { CORE_NAMESPACES, i18n, initI18n, preloadNamespaces } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import { yieldToMain } from '@/start/runtime/yield-to-main';
import { HydrationDone, holdUntilHydrated } from '@/start/runtime/hydration-done';
import { whenPageSettled } from '@/start/runtime/page-settled';
import { watchConnection } from '@/lib/pwa/pwa-state';
import { takeOneTimeCode } from '@/start/runtime/one-time-codes';
import '@/styles/reset.css';
import '@/styles/tokens.css';
import '@/styles/motion.css';

const rootElement = document.getElementById('root')!;

/** A User Timing mark where hydration starts (read by scripts/hydration-tasks.mjs and seen in traces). */
const HYDRATION_MARK = 'lo:hydrate';

// First of all: an e-mailed link's one-time code leaves the address before the router, a partner
// frame's messages or any third-party script can read it; its page takes it from memory.
takeOneTimeCode();

// The prerendered page's <head> may have started the first screen's requests: the app's own
// requests for the same addresses take those answers.
adoptEarlyResponses();

/** Empties #root of prerendered markup that is not this address's, and shows it again (the head guard hid it). */
function clearRoot(): void {
  rootElement.replaceChildren();
  document.documentElement.removeAttribute('data-stale-page');
}

/** The spinner of index.html (styled by its head), shown while a page rendered afresh gets ready. */
function bootLoader(): HTMLElement {
  const loader = document.createElement('div');
  loader.id = 'boot-loader';
  loader.setAttribute('aria-hidden', 'true');
  loader.append(document.createElement('span'));
  return loader;
}

/** Resolves true when a mock-only page (the mock game frame, the fake social provider) took the window instead of the app. */
async function enableMocking(): Promise<boolean> {
  // Compared literally so the production build can drop the mock chunk entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return false;
  // The only door from src/ to the mock backend: a dynamic import the production build drops.
  const mocks = await import('../mocks/browser');
  registerVendorStandIns(mocks.vendorStandIns);
  const started = mocks.startMockWorker();
  if (!started) return true;
  // The page paints and hydrates while the worker starts; requests wait for it.
  holdRequestsUntil(started);
  const { mountMockProviderPage, providerRequest } = await import('../mocks/oauth/provider-page');
  if (providerRequest(new URL(window.location.href)) !== null) {
    // The host served a prerendered page (its SPA fallback) for the provider's address.
    clearRoot();
    if (await mountMockProviderPage(rootElement)) return true;
  }
  void import('../mocks/qa/qa-panel').then(({ mountQaPanel }) => {
    const container = document.createElement('div');
    container.id = 'qa-panel-root';
    document.body.append(container);
    mountQaPanel(container);
  });
  return false;
}

// The start, step by step from the HTML to an idle page: src/start/README.md.
async function start(): Promise<void> {
  // What the first render needs starts loading at once, side by side: the translations of the
  // prerendered markup and the route modules of the address.
  const { locale } = splitLocale(window.location.pathname);
  // A prerendered page carries its texts; only the others are fetched.
  const carried = carriedTranslations(document, locale);
  // The build's HTML of this address, or null for the plain shell.
  const prerendered = prerenderedPage(rootElement, window.location);
  const wanted = [...CORE_NAMESPACES, ...(prerendered?.namespaces ?? [])];
  preloadNamespaces(locale, wanted.filter((ns) => !(ns in carried)));
  // The address's branch of the route table only (its section's chunk); navigations discover the rest.
  const routesLoading = startingRoutes(window.location.pathname);
  // A prerendered page's loader fetches its route modules itself: matching the routes to find
  // them is costly in the task that evaluates the app's modules.
  if (!prerendered) void routesLoading.then((routes) => preloadRouteModules(window.location.pathname, routes));
  if (await enableMocking()) return;
  await initI18n(locale, carried);
  // What the prerendered markup used, so hydration renders the same text without waiting.
  if (prerendered) await i18n.loadNamespaces(prerendered.namespaces);
  // The start in several tasks (the store with the router and its first middleware, then hydration),
  // not one long one: the browser can answer a tap and paint between them.
  await yieldToMain();
  const store = makeStore();
  // The answers the build rendered the page with, in the cache before the router's middleware asks;
  // they are asked for again once the page has hydrated.
  const carriedData = prerendered ? readCarriedData(document) : null;
  if (carriedData) store.dispatch(carriedDataArrived(carriedData));
  markCarried(carriedData);
  const router = createAppRouter(store, { routes: await routesLoading });
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <HydrationDone />
      </Provider>
    </StrictMode>
  );
  if (prerendered) await whenNavigationIdle(router);
  // The router may have left the address (a redirect), failed, or met a fatal answer (a banned
  // player): the markup is not this page then.
  await yieldToMain();
  const samePage = prerendered && prerenderedPage(rootElement, router.state.location) && !router.state.errors;
  // From here React owns #root: the head stops writing early texts into it.
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  if (samePage && !selectFatalKind(store.getState())) {
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task.
    // The markup is on screen already (src/start/README.md, step 6).
    performance.mark(HYDRATION_MARK);
    // The head's guard hides a page whose markup shows the plain address's data when the address has
    // a query; tracking tags do not change the page, so it is shown again.
    document.documentElement.removeAttribute('data-stale-page');
    holdUntilHydrated();
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // Another page than the markup (a redirect, a fallback file): render it afresh. The boot
    // loader stays until the first commit, while the page's translations load.
    clearRoot();
    rootElement.append(bootLoader());
    createRoot(rootElement).render(app);
  }
  watchConnection();
  // The web app's start and the field figures: a chunk of their own once the page has settled.
  whenPageSettled(() => {
    void import('@/start/boot/after-settle').then(({ afterSettle }) =>
      afterSettle(router.routes, import.meta.env.VITE_API_MOCKING !== 'true' && !import.meta.env.DEV),
    );
  });
}

void start();
