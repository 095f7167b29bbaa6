import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { activateLocale, CORE_NAMESPACES, i18n } from '@/lib/i18n/i18n';
import { namespaceReport } from '@/lib/i18n/use-translation';
import { splitLocale } from '@/lib/i18n/locales';
import { makeStore } from '@/store/store';
import type { RouteName } from '@/lib/router/paths';
import { localizeRoutes } from '../router/localize-routes';
import { earlyRequests, earlyRequestsScript, fallbackRequests } from './early-requests';
import { prerenderedFile, prerenderedPaths } from './prerendered-paths';

export { prerenderedFile, prerenderedPaths };

/** The early-requests script of the plain shell (`app.html`): the shell's requests of the address's locale (decision record 028). */
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
  /** The texts of the core namespaces and those the page used, in its locale: the page carries them (decision record 035). */
  translations: Record<string, unknown>;
  /** The ids of the matched routes ('en:layout:default', 'en:home'): the build links their CSS and chunks. */
  routeIds: string[];
  /** The inline script that starts the requests of the page's first screen (decision record 028); the build leaves it out of mock builds. */
  earlyScript: string;
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
 * Renders one public address at build time, as a visitor whose data has not arrived yet: the
 * header, footer, headings and skeletons, in the address's locale. No loader or middleware
 * runs (there is no backend at build time), so the client's first render is the same markup.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
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
  const router = createStaticRouter(handler.dataRoutes, context);

  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const markup = await readStream(prelude);
  if (errors.length > 0) throw new Error(`prerender: ${path} failed to render`, { cause: errors[0] });
  const { head, html } = splitHoisted(markup);
  const namespaces = Object.keys(report.usedNamespaces).sort();
  const translations: Record<string, unknown> = {};
  for (const ns of [...new Set([...CORE_NAMESPACES, ...namespaces])].sort()) {
    const bundle: unknown = i18n.getResourceBundle(locale, ns);
    if (bundle) translations[ns] = bundle;
  }
  const route = (context.matches.at(-1)?.route.handle as { name?: RouteName } | undefined)?.name;
  const earlyScript = earlyRequestsScript(path, earlyRequests(locale, route), fallbackRequests());
  return { path, locale, html, head, namespaces, translations, routeIds: context.matches.map((match) => match.route.id), earlyScript };
}
