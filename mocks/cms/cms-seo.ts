import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { ICON_FILES, ICONS_PATH, iconsAnswer } from './fixtures/content-icons';
import { domainSeoEntry, seoRecordEntry } from './fixtures/content-seo';
import { CMS_BASE, pathUnder } from '../core/base-urls';
import { networkGate } from '../core/scenario-gates';

/**
 * Page SEO (`seos`, `domain-seo-settings`), the icon list (`icons`) and the icon files of the
 * content service, Strapi v4 shapes (decision record 025). `seos` honours
 * `filters[url][$eq]` and `locale`; a miss is the empty collection.
 */
const collection = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 25, pageCount: data.length ? 1 : 0, total: data.length } },
});

const CMS_PATHS = new Set(['api/seos', 'api/domain-seo-settings', 'api/icons']);

export const cmsSeoHandler = http.get(
  ({ request }) => {
    const rest = pathUnder(CMS_BASE, new URL(request.url));
    return rest !== null && CMS_PATHS.has(rest) ? { matches: true, params: { rest } } : false;
  },
  async ({ request, params }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const query = new URL(request.url).searchParams;
    if (params.rest === 'api/icons') return HttpResponse.json(iconsAnswer());
    if (params.rest === 'api/domain-seo-settings') {
      return HttpResponse.json(collection([domainSeoEntry(query.get('filters[host][$eq]') ?? '')]));
    }
    const locale = query.get('locale');
    const entry = seoRecordEntry(query.get('filters[url][$eq]') ?? '', locale && isLocale(locale) ? locale : DEFAULT_LOCALE);
    return HttpResponse.json(collection(entry ? [entry] : []));
  },
);

export const cmsIconFilesHandler = http.get(`*${ICONS_PATH}/:file`, async ({ params }) => {
  const gate = await networkGate();
  if (gate) return gate;
  const body = ICON_FILES[String(params.file).replace(/\.svg$/, '')];
  if (body === undefined) return new HttpResponse('Not Found', { status: 404 });
  return new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
});
