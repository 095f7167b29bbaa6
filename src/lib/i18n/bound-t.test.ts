import i18next, { type Resource } from 'i18next';
import { flatKeys, localeFiles } from '@/testing/locale-files';
import { LOCALES } from './locales';
import { boundT } from './use-translation';

function allResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const [file, tree] of localeFiles(locale)) resources[locale][file.replace(/\.json$/, '')] = tree;
  }
  return { resources, namespaces: Object.keys(resources.en ?? {}) };
}

async function instance(lng: string) {
  const { resources, namespaces } = allResources();
  const i18n = i18next.createInstance();
  // The app's options (src/lib/i18n/i18n.ts) that bear on what a key says.
  await i18n.init({ lng, resources, ns: namespaces, defaultNS: 'common', fallbackLng: false, interpolation: { escapeValue: false }, returnNull: false });
  return { i18n, namespaces };
}

describe('boundT', () => {
  it.each(LOCALES)('says what i18next says for every key of every namespace in %s', async (lng) => {
    const { i18n, namespaces } = await instance(lng);
    let compared = 0;
    for (const ns of namespaces) {
      const ours = boundT(i18n, [ns]);
      const theirs = i18n.getFixedT(lng, ns);
      for (const key of flatKeys(i18n.getResourceBundle(lng, ns))) {
        expect({ ns, key, text: ours(key) }).toEqual({ ns, key, text: theirs(key) });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('passes options, "ns:key" addresses, missing keys and key lists to i18next', async () => {
    const { i18n } = await instance('en');
    i18n.addResourceBundle('en', 'extra', { plain: 'Plain', count_one: '{{count}} game', count_other: '{{count}} games', nested: 'See $t(extra:plain)', hello: 'Hi {{name}}' });
    const t = boundT(i18n, ['extra', 'common']);
    expect(t('plain')).toBe('Plain');
    expect(t('count', { count: 2 })).toBe('2 games');
    expect(t('count', { count: 1 })).toBe('1 game');
    expect(t('hello', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('nested')).toBe('See Plain');
    expect(t('extra:plain')).toBe('Plain');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t(['missing', 'plain'])).toBe('Plain');
  });

  it('reads texts added after it was made', async () => {
    const { i18n } = await instance('en');
    const t = boundT(i18n, ['late']);
    expect(t('title')).toBe('title');
    i18n.addResourceBundle('en', 'late', { title: 'Arrived' });
    expect(t('title')).toBe('Arrived');
  });
});
