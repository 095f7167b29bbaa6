import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { hasNamespaceFile, loadNamespaceFile } from './namespace-files';

/** Texts by namespace, one locale's (what a prerendered page carries, src/start/runtime/carried-translations.ts). */
export type NamespaceBundles = Record<string, Record<string, unknown>>;

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    if (!hasNamespaceFile(lng, ns)) {
      callback(null, {});
      return;
    }
    loadNamespaceFile(lng, ns).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => {
        // SPEC §8: locale message loading failures are only logged.
        console.error(`[i18n] failed to load ${lng}/${ns}`, error);
        callback(null, {});
      },
    );
  },
};

/**
 * Starts fetching namespace files now, so i18next finds them loaded when it asks: the start
 * fetches them beside the route modules instead of one after the other.
 */
export function preloadNamespaces(lng: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) if (hasNamespaceFile(lng, ns)) void loadNamespaceFile(lng, ns).catch(() => undefined);
}

/** Namespaces every page needs; the rest load when a component asks for them. */
export const CORE_NAMESPACES = ['common', 'system', 'ui'] as const;

export const i18n = i18next.createInstance();

/**
 * Starts i18next in `locale`. `bundles` are namespaces of that locale already at hand (the texts a
 * prerendered page carries): they are not fetched, and the backend loads only the others.
 */
export async function initI18n(locale: Locale = DEFAULT_LOCALE, bundles: NamespaceBundles = {}): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(locale, ns, bundle, true, false);
    await i18n.changeLanguage(locale);
    return i18n;
  }
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      resources: { [locale]: bundles },
      // With resources given, the backend still loads every namespace they do not hold.
      partialBundledLanguages: true,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18n;
}

/** Switches i18next and loads the core namespaces first, so a page never flashes raw keys. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.isInitialized) await initI18n(locale);
  await i18n.loadLanguages(locale);
  await i18n.loadNamespaces([...CORE_NAMESPACES]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
