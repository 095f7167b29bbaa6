import { http, HttpResponse } from 'msw';
import type { ContentPagesAnswer } from '@/api/cms/content-page.types';
import { CMS_BASE, pathUnder } from './base-urls';
import { networkGate } from './scenario-gates';

/**
 * The content service's `pages` collection (Strapi v4 shape). No content page is published yet:
 * every slug answers the empty collection, so `/{slug}` shows the 404 page. The content issue
 * seeds pages here.
 */
export function contentPagesAnswer(): ContentPagesAnswer {
  return { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } };
}

export const cmsPagesHandler = http.get(
  ({ request }) => (pathUnder(CMS_BASE, new URL(request.url)) === 'api/pages' ? { matches: true, params: {} } : false),
  async () => {
    const gate = await networkGate();
    if (gate) return gate;
    return HttpResponse.json(contentPagesAnswer());
  },
);
