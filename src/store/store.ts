import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/base-api';
import { redactSecrets } from './redact-secrets';
import { rootReducer, type RootState } from './root-reducer';

/** A fresh store; tests make one each so nothing leaks between them. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    devTools: { actionSanitizer: redactSecrets },
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
