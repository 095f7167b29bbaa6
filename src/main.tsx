import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from '@/store/store';
import { createAppRouter } from '@/app/router/create-router';
import { initI18n } from '@/lib/i18n/i18n';
import { splitLocale } from '@/lib/i18n/locales';
import '@/styles/reset.css';
import '@/styles/tokens.css';
import '@/styles/motion.css';

/** Resolves true when a mock-only page (the fake social provider) took the window instead of the app. */
async function enableMocking(): Promise<boolean> {
  // Compared literally so the production build can drop the mock chunk entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return false;
  // The only door from src/ to the mock backend: a dynamic import the production build drops.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
  const { mountMockProviderPage } = await import('../mocks/oauth/provider-page');
  if (await mountMockProviderPage(document.getElementById('root')!)) return true;
  const { mountQaPanel } = await import('../mocks/qa-panel');
  const container = document.createElement('div');
  container.id = 'qa-panel-root';
  document.body.append(container);
  mountQaPanel(container);
  return false;
}

async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'true' || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}

async function start(): Promise<void> {
  if (await enableMocking()) return;
  await initI18n(splitLocale(window.location.pathname).locale);
  const store = makeStore();
  if (import.meta.env.VITE_API_MOCKING === 'true') void import('../mocks/browser').then((mocks) => mocks.exposeStoreForTests(store));
  const router = createAppRouter(store);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  void registerServiceWorker();
}

void start();
