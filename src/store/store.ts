import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/base-api';
import { ENV } from '@/lib/config/env';
import { redactSecrets } from './redact-secrets';
import { rootReducer, type RootState } from './root-reducer';

/**
 * Redux devtools only where a developer or QA looks (the dev server, mock builds): in a production
 * build they would hand every action and state (the player's account, balances) to any extension.
 */
export function devToolsOption({ dev, mocking }: { dev: boolean; mocking: boolean }) {
  return dev || mocking ? { actionSanitizer: redactSecrets } : false;
}

/** A fresh store; tests make one each so nothing leaks between them. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // Written out so a production build without mocks drops the option and its sanitizer.
    devTools: import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true' ? devToolsOption({ dev: import.meta.env.DEV, mocking: ENV.mocking }) : false,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

// Loaders and middleware read this store from router context (src/lib/router/router-context.ts).
declare module '@/lib/router/router-context' {
  interface RouterStoreRegistry {
    store: AppStore;
  }
}
