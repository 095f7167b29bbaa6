import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { isLocale } from '@/lib/i18n/locales';
import { withCmsOverrides } from './site-settings';
import { cmsConfig, STRAPI_NOT_FOUND } from './fixtures/cms-config';
import { CMS_BASE, pathUnder } from '../core/base-urls';
import { cmsPagesHandler } from './cms-pages';
import { cmsIconFilesHandler, cmsSeoHandler } from './cms-seo';
import { cmsUploadsHandler } from './cms-uploads';
import { networkGate } from '../core/scenario-gates';

/** Content (Strapi-style) handlers. Forced errors do not apply here; latency and offline do. */
const CMS_CONFIG_PATH = /^nfx\/cms-config\/([^/]+)\/?$/;

export const cmsConfigHandler = http.get(
  ({ request }) => {
    const rest = pathUnder(CMS_BASE, new URL(request.url));
    const match = rest === null ? null : CMS_CONFIG_PATH.exec(rest);
    return match ? { matches: true, params: { locale: decodeURIComponent(match[1]) } } : false;
  },
  async ({ params }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const locale = String(params.locale);
    if (!isLocale(locale)) return HttpResponse.json(STRAPI_NOT_FOUND, { status: 404 });
    return HttpResponse.json(withCmsOverrides(cmsConfig(locale)));
  },
);

export const cmsHandlers = [cmsConfigHandler, cmsPagesHandler, cmsSeoHandler, cmsIconFilesHandler, cmsUploadsHandler];
