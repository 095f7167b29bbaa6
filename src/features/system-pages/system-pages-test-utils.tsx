import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import en from '../../../locales/en/system.json';
import es from '../../../locales/es/system.json';
import it from '../../../locales/it/system.json';
import ru from '../../../locales/ru/system.json';

export const SYSTEM_MESSAGES = { ru, en, it, es } as const;

export const SYSTEM_RESOURCES: Resource = {
  ru: { system: ru },
  en: { system: en },
  it: { system: it },
  es: { system: es },
};

/** A private i18next instance, so tests never share or depend on the app's one. */
export function createTestI18n(lng: Locale, resources: Resource = SYSTEM_RESOURCES): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'ru',
    resources,
    ns: ['system'],
    defaultNS: 'system',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

interface RenderOptions {
  locale?: Locale;
  i18n?: I18n;
  /** The address the memory router starts at. */
  url?: string;
  /** The path pattern `ui` is mounted on, for components that read route params. */
  routePath?: string;
}

/** Renders `ui` inside a private i18next instance and a memory data router. */
export function renderSystemPage(ui: ReactElement, options: RenderOptions = {}) {
  const { locale = 'en', i18n = createTestI18n(locale), url = '/', routePath = '*' } = options;
  const router = createMemoryRouter([{ path: routePath, element: ui }, { path: '*', element: null }], {
    initialEntries: [url],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}
