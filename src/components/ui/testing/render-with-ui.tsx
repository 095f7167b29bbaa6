import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { dialogsReducer } from '@/lib/dialogs/dialogs-slice';
import { toastsReducer } from '@/lib/toasts/toasts-slice';
import en from '../../../../locales/en/ui.json';
import es from '../../../../locales/es/ui.json';
import it from '../../../../locales/it/ui.json';
import ru from '../../../../locales/ru/ui.json';

/** Test-only: the ui namespace of every locale, as the app ships it. */
export const UI_RESOURCES = { en: { ui: en }, ru: { ui: ru }, it: { ui: it }, es: { ui: es } };

/** Test-only: a store with just the dialogs and toasts slices. */
export function createUiTestStore() {
  return configureStore({ reducer: { dialogs: dialogsReducer, toasts: toastsReducer } });
}

export type UiTestStore = ReturnType<typeof createUiTestStore>;

/** Test-only: a ready i18next instance holding the ui namespace (plus any extra resources). */
export function createUiTestI18n(lng = 'en', extra: Resource = {}): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const [code, namespaces] of Object.entries(UI_RESOURCES)) {
    resources[code] = { ...namespaces, ...extra[code] };
  }
  void instance.use(initReactI18next).init({
    lng,
    resources,
    ns: ['ui'],
    defaultNS: 'ui',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

interface RenderWithUiOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: UiTestStore;
  i18n?: I18n;
}

/** Test-only: renders inside a redux Provider, i18next and a memory router. */
export function renderWithUi(ui: ReactElement, { store = createUiTestStore(), i18n, ...options }: RenderWithUiOptions = {}) {
  const instance = i18n ?? createUiTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, i18n: instance, ...render(ui, { wrapper, ...options }) };
}
