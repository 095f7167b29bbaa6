import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { activateLocale, CORE_NAMESPACES, i18n } from '@/lib/i18n/i18n';
import { namespaceReport } from '@/lib/i18n/use-translation';
import { splitLocale } from '@/lib/i18n/locales';
import { makeStore, type AppStore } from '@/store/store';
import { baseApi } from '@/api/base-api';
import { cmsSeoApi } from '@/api/cms/cms-seo-api';
import type { SeoMetaEntry, SeoRecord } from '@/api/cms/seo.types';
import { jsonLdDocuments, serializeJsonLd } from '@/features/seo/json-ld';
import { RecordTags } from '@/features/seo/record-tags';
import { type FilledRecord, fillRecord } from '@/features/seo/replacements';
import { pathWithoutLocale, seoHandle } from '@/features/seo/seo-route';
import { setBuildHead, STATIC_MARK } from '@/features/seo/static-head';
import { ENV } from '@/lib/config/env';
import { carriedDataArrived, carriedDataHtml, carriedPart, markCarried, type CarriedApiState } from '@/start/runtime/carried-data';
import type { RouteName } from '@/lib/router/paths';
import { localizeRoutes } from '@/app/router/all-routes';
import { earlyRequests, earlyRequestsScript, fallbackRequests } from './early-requests';
import { ANY_SEGMENT, prerenderedFile } from '@/lib/router/page-address';
import { prerenderedPaths } from './prerendered-paths';
import entryLoaderScript from './entry-loader-script.ts?inline-script';
import staleGuardScript from './stale-guard-script.ts?inline-script';

export { prerenderedFile, prerenderedPaths };

/** The page's own inline scripts, compiled (scripts/prerender/page-html.ts writes them into every page). */
export function pageScripts(): { staleGuard: string; entryLoader: string } {
  return { staleGuard: staleGuardScript, entryLoader: entryLoaderScript };
}

/** The early-requests script of the plain shell (`app.html`): the shell's requests of the address's locale. */
export function shellEarlyScript(): string {
  return earlyRequestsScript(null, { always: [], plain: [] }, fallbackRequests());
}

/** What the build writes for one prerendered address. */
export interface RenderedPage {
  path: string;
  locale: string;
  /** The markup of #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page rendered (React hoists them into <head>). */
  head: string;
  /** The i18next namespaces the page used; the client loads them before it hydrates. */
  namespaces: string[];
  /** The texts of the core namespaces and those the page used, in its locale: the page carries them. */
  translations: Record<string, unknown>;
  /** The ids of the matched routes ('en:layout:default', 'en:home'): the build links their CSS and chunks. */
  routeIds: string[];
  /** The inline script that starts the requests of the page's first screen; the build leaves it out of mock builds. */
  earlyScript: string;
  /** The JSON data block of the answers the markup shows; empty when the build asked no backend. */
  data: string;
  /** The markup shows data of the address without a query (the hall's first games): any query makes it another page's. */
  plainOnly: boolean;
  /** The head writes texts of the markup from an early answer (the game's name). */
  earlyTexts: boolean;
}

/** Route modules are lazy in the client; the prerenderer loads them all up front. */
async function loadLazyRoutes(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const { lazy, children, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const resolved = { ...rest, ...loaded } as RouteObject;
      if (children) resolved.children = await loadLazyRoutes(children);
      return resolved;
    }),
  );
}

let routesPromise: Promise<RouteObject[]> | undefined;

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Leading hoistable elements (title, meta, link) that React emits ahead of the markup of a non-document root. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

function splitHoisted(markup: string): { head: string; html: string } {
  let rest = markup;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}

/**
 * Where the build's requests go. The app's requests are absolute URLs; the
 * configured bases are paths unless VITE_API_URL and friends name another origin, and a path
 * resolves against `http://localhost` where there is no window (src/lib/config/env.ts). Those go to
 * `PRERENDER_DATA_ORIGIN`. Without it, and while the page renders for its markup, no request is
 * answered: the queries stay loading, as in the client's first render.
 */
const SERVER_ORIGIN = 'http://localhost';
const requests: { live: boolean; origin?: string } = { live: false };
const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const { origin } = requests;
  if (!requests.live || !origin) return new Promise<Response>(() => {});
  const url = input instanceof Request ? input.url : String(input);
  const target = url.startsWith(`${SERVER_ORIGIN}/`) ? origin.replace(/\/$/, '') + url.slice(SERVER_ORIGIN.length) : url;
  return realFetch(target, init);
};

type StaticRouter = ReturnType<typeof createStaticRouter>;
type StaticContext = Parameters<typeof StaticRouterProvider>[0]['context'];

async function render(store: AppStore, router: StaticRouter, context: StaticContext): Promise<{ markup: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  return { markup: await readStream(prelude), errors };
}

/**
 * The public answers of the page's first screen: a first render starts its queries, the carried
 * ones (CARRIED_ENDPOINTS) are awaited, and whatever they started in turn.
 */
async function firstData(router: StaticRouter, context: StaticContext): Promise<CarriedApiState | null> {
  const store = makeStore();
  requests.live = true;
  try {
    const { errors } = await render(store, router, context);
    if (errors.length > 0) throw new Error('prerender: the first render failed', { cause: errors[0] });
    for (let round = 0; round < 5; round += 1) {
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.allSettled(running);
    }
    return carriedPart(store.getState().api);
  } finally {
    requests.live = false;
    store.dispatch(baseApi.util.resetApiState());
  }
}

/** A page's SEO records as the build asks for them. */
interface BuildSeo {
  record: SeoRecord | null;
  domainMeta: SeoMetaEntry[];
}

/**
 * The page's SEO record and, when the build knows the site's host (VITE_SITE_ORIGIN), the domain's
 * meta, asked as the client asks. null when the content service did not answer: the page then
 * carries the defaults, and the client asks at idle time as on a page built without data.
 */
async function buildSeo(path: string, pattern: string | undefined): Promise<BuildSeo | null> {
  const store = makeStore();
  requests.live = true;
  const { locale, path: seoPath } = pathWithoutLocale(path);
  const host = ENV.siteOrigin ? new URL(ENV.siteOrigin).host : null;
  const page = store.dispatch(cmsSeoApi.endpoints.cmsGetSeo.initiate({ path: seoPath, pattern, locale }));
  const domain = host ? store.dispatch(cmsSeoApi.endpoints.cmsGetDomainSeo.initiate(host)) : null;
  try {
    const [record, settings] = await Promise.all([page.unwrap(), domain?.unwrap() ?? null]);
    return { record, domainMeta: settings?.meta ?? [] };
  } catch (error) {
    console.warn(`prerender: ${path}: no SEO records (${JSON.stringify(error)}); the page carries the defaults`);
    return null;
  } finally {
    page.unsubscribe();
    domain?.unsubscribe();
    requests.live = false;
    store.dispatch(baseApi.util.resetApiState());
  }
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The record's title (the title keeper's element, first in <head>) and JSON-LD, which React does not hoist. */
function seoHeadHtml(record: SeoRecord | null, filled: FilledRecord | null): { title: string; jsonLd: string } {
  if (!record || !filled) return { title: '', jsonLd: '' };
  const title = filled.title ? `<title data-seo-title="" itemprop="name">${escapeText(filled.title)}</title>` : '';
  const jsonLd = jsonLdDocuments(record, filled.fill, ENV.siteOrigin)
    .map((doc) => `<script type="application/ld+json" ${STATIC_MARK}="" data-seo-json-ld="${String(doc['@type'])}">${serializeJsonLd(doc)}</script>`)
    .join('');
  return { title, jsonLd };
}

/**
 * Renders one public address at build time, as a visitor sees it before the client asks anything:
 * the header, footer, headings and skeletons, in the address's language, and the public first data
 * the build could ask for. No loader or middleware runs, so the client's
 * first render is the same markup.
 */
export async function renderPage(path: string, { dataOrigin }: { dataOrigin?: string } = {}): Promise<RenderedPage> {
  const { locale } = splitLocale(path);
  await activateLocale(locale);
  // Made here if no component has used a namespace yet: the first page rendered (Russian home)
  // reported none before, and the client then loaded its namespaces only as hydration suspended.
  const report = namespaceReport(i18n);
  report.usedNamespaces = {};

  routesPromise ??= loadLazyRoutes(localizeRoutes());
  const handler = createStaticHandler(await routesPromise);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`), { filterMatchesToLoad: () => false });
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status} ${context.headers.get('Location') ?? ''}`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  // A route with a loader (the game page's) renders as before its data, not as the root's
  // hydration fallback: the client hydrates it that way too.
  for (const match of context.matches) {
    if (match.route.loader && !Object.hasOwn(context.loaderData, match.route.id)) context.loaderData[match.route.id] = null;
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  requests.origin = dataOrigin;
  // A shell stands for every value of its parameter: it carries no one game's data.
  const shell = path.endsWith(`/${ANY_SEGMENT}`);
  const carried = dataOrigin && !shell ? await firstData(router, context) : null;
  const pattern = seoHandle(context.matches.map((match) => match.route))?.seoUrlPattern;
  const seo = dataOrigin && !shell ? await buildSeo(path, pattern) : null;
  const store = makeStore();
  if (carried) store.dispatch(carriedDataArrived(carried));
  markCarried(carried);
  // `##name##` stays unfilled at build time: a text that holds it falls back, as in the client before the name is known.
  const filled = seo?.record ? fillRecord(seo.record, null) : null;
  if (seo) {
    setBuildHead((defaults, route) => (
      <RecordTags record={seo.record} filled={filled} domainMeta={seo.domainMeta} defaults={defaults} origin={ENV.siteOrigin} locale={route.locale} mark />
    ));
  }
  const { markup, errors } = await render(store, router, context).finally(() => setBuildHead(null));
  markCarried(null);
  store.dispatch(baseApi.util.resetApiState());
  if (errors.length > 0) throw new Error(`prerender: ${path} failed to render`, { cause: errors[0] });
  const hoisted = splitHoisted(markup);
  const { html } = hoisted;
  const seoHead = seoHeadHtml(seo?.record ?? null, filled);
  // React preloads every eager picture of the markup; the parser finds them soon enough. Only the
  // page's largest paint (fetchpriority high) keeps its preload, first in line.
  // The record's title replaces the page's own: React inserts that one again as it hydrates.
  const pageHead = seoHead.title ? hoisted.head.replace(/<title>[^<]*<\/title>/, '') : hoisted.head;
  const head = seoHead.title + pageHead.replace(/<link rel="preload" as="image"(?![^>]*fetchPriority="high")[^>]*>/g, '') + seoHead.jsonLd;
  const namespaces = Object.keys(report.usedNamespaces).sort();
  const translations: Record<string, unknown> = {};
  for (const ns of [...new Set([...CORE_NAMESPACES, ...namespaces])].sort()) {
    const bundle: unknown = i18n.getResourceBundle(locale, ns);
    if (bundle) translations[ns] = bundle;
  }
  const route = (context.matches.at(-1)?.route.handle as { name?: RouteName } | undefined)?.name;
  const early = earlyRequests(locale, route);
  const earlyScript = earlyRequestsScript(path, early, fallbackRequests());
  return {
    path,
    locale,
    html,
    head,
    namespaces,
    translations,
    routeIds: context.matches.map((match) => match.route.id),
    earlyScript,
    data: carried ? carriedDataHtml(carried) : '',
    plainOnly: carried !== null && early.plain.length > 0,
    earlyTexts: (early.texts?.length ?? 0) > 0,
  };
}
