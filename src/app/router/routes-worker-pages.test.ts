import { DEFAULT_LOCALE, LOCALES, withLocale } from '@/lib/i18n/locales';
import { APP_PAGES } from '@/lib/router/app-page-patterns';
import { fillPath, ROUTE_PATHS, UNPREFIXED_ONLY_ROUTES } from '@/lib/router/paths';
import { ROUTES } from './routes';

/** The worker's allow-list (src/lib/router/app-page-patterns.ts) reads no route table: it must agree with this one. */
describe('the route table and the worker’s app pages', () => {
  it('name the same unprefixed-only routes', () => {
    expect([...UNPREFIXED_ONLY_ROUTES].sort()).toEqual(ROUTES.filter((route) => route.unprefixedOnly).map((route) => route.name).sort());
  });

  it('every route of every locale tree, at each of its addresses, is an app page', () => {
    const fill = (template: string) => {
      const params: Record<string, string> = { '*': 'a/b' };
      for (const [, name] of template.matchAll(/:(\w+)/g)) params[name] = 'sample';
      return fillPath(template, params);
    };
    const missing = LOCALES.flatMap((locale) =>
      ROUTES.filter((route) => locale === DEFAULT_LOCALE || !route.unprefixedOnly)
        .flatMap((route) => [ROUTE_PATHS[route.name], ...(route.alsoAt ?? [])])
        .map((template) => withLocale(locale, fill(template)))
        .filter((address) => !APP_PAGES.some((pattern) => pattern.test(address))),
    );
    expect(missing).toEqual([]);
  });
});
