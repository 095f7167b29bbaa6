import { LOCALES } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';

interface SeoMessages {
  siteName: string;
  titleTemplate: string;
  routes: Record<string, { title: string; description: string }>;
}

const FILES = import.meta.glob<SeoMessages>('../../../locales/*/seo.json', { eager: true, import: 'default' });
const messages = (locale: string) => FILES[`../../../locales/${locale}/seo.json`];

describe('locales/*/seo.json: a title and a description for every route', () => {
  const names = [...Object.keys(ROUTE_PATHS), 'notFound'].sort();

  it.each(LOCALES)('%s covers every route name, with no empty text', (locale) => {
    const { routes, titleTemplate } = messages(locale);
    expect(Object.keys(routes).sort()).toEqual(names);
    expect(titleTemplate).toContain('{{page}}');
    for (const [name, entry] of Object.entries(routes)) {
      expect(entry.title.trim(), `${locale} ${name} title`).not.toBe('');
      expect(entry.description.trim().length, `${locale} ${name} description`).toBeGreaterThan(10);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not a copy of en', (locale) => {
    const en = messages('en').routes;
    const same = Object.entries(messages(locale).routes).filter(([name, entry]) => entry.description === en[name].description);
    expect(same).toEqual([]);
  });
});
