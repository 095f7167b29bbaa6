import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import type { ContentPagesAnswer } from '@/api/cms/content-page.types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { contentPageEntry, isContentSlug } from './fixtures/content-pages';
import { CMS_BASE, pathUnder } from '../core/base-urls';
import { networkGate } from '../core/scenario-gates';

/**
 * The content service's `pages` collection (Strapi v4 shape): `filters[slug][$eq]` and `locale`
 * (default ru) pick a page of mocks/cms/fixtures/content-pages.ts; any other slug is the empty
 * collection, so `/{slug}` shows the 404 page.
 */
export function contentPagesAnswer(slug: string | null = null, locale: string | null = null): ContentPagesAnswer {
  const lang = locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
  const data = slug && isContentSlug(slug) ? [contentPageEntry(slug, lang)] : [];
  return { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: data.length ? 1 : 0, total: data.length } } };
}

export const cmsPagesHandler = http.get(
  ({ request }) => (pathUnder(CMS_BASE, new URL(request.url)) === 'api/pages' ? { matches: true, params: {} } : false),
  async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(contentPagesAnswer(query.get('filters[slug][$eq]'), query.get('locale')));
  },
);
