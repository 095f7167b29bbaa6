import {
  ENTRY_ATTRIBUTE,
  type FirstPaint,
  LATER_ATTRIBUTE,
  LCP_WAIT_MS,
  PAGE_PATH_ATTRIBUTE,
  PLAIN_ONLY_ATTRIBUTE,
  STALE_PAGE_ATTRIBUTE,
  WAIT_ATTRIBUTE,
} from '../../src/start/boot/page-marks.ts';
import { carriedTranslationsHtml } from '../../src/start/runtime/carried-translations.ts';

/** One rendered page, as render-page.tsx returns it. */
export interface PrerenderedPage {
  path: string;
  locale: string;
  html: string;
  head: string;
  namespaces: string[];
  /** The texts the page carries, by namespace, in its locale (decision record 035). */
  translations?: Record<string, unknown>;
  /** The inline script that starts the first screen's requests (decision record 028); empty in mock builds. */
  earlyScript?: string;
  /** The JSON data block of the answers the markup shows (decision record 039), or empty. */
  data?: string;
  /** The markup shows data of the address without a query (the hall's first games). */
  plainOnly?: boolean;
  /** The head writes texts of the markup from an early answer (the game's name, decision record 040). */
  earlyTexts?: boolean;
  /** The scripts of the page's route modules (page-assets.ts): fetched beside the app's after the first paint. */
  routeScripts?: string[];
}

const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The compiled texts of the page's own inline scripts (render-page.tsx `pageScripts`). */
export interface PageScripts {
  /** src/start/boot/stale-guard-script.ts */
  staleGuard: string;
  /** src/start/boot/entry-loader-script.ts */
  entryLoader: string;
}

/**
 * A host that serves this file for another address (an SPA fallback, a service worker's
 * navigation fallback) must not show this page's content: the guard (src/start/boot/stale-guard-script.ts)
 * hides it before the body is painted and shows the boot spinner; the client then renders the real page.
 */
function staleGuard(script: string): string {
  return (
    `<script>${script}</script>` +
    // The spinner is fixed, out of the flow: as a block with a top margin it moved the body's box
    // (margins collapse through it) and its removal was a layout shift of 0.46 (Lighthouse CLS on
    // the game page, served this file by the mock server's fallback, in half the runs).
    `<style>[${STALE_PAGE_ATTRIBUTE}] #root{display:none}[${STALE_PAGE_ATTRIBUTE}] body::before{content:"";position:fixed;` +
    'top:calc(50% - 32px);left:calc(50% - 32px);width:56px;height:56px;border-radius:50%;border:4px solid #1c2036;' +
    'border-top-color:#ffc43d;animation:boot-spin .9s linear infinite}</style>'
  );
}

export { LCP_WAIT_MS, type FirstPaint };

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's scripts run once the prerendered markup has painted (decision record 028). Loaded by
 * a plain module script, they arrived before the first paint on a fast connection or from the
 * cache, and the browser ran them before painting the markup that was already there; Lighthouse's
 * simulation then counted their download against the first paint too, which jumped from run to
 * run. Now the entry and its imports are preloaded at low priority (they
 * still download beside the HTML, but are not render-blocking) and an inline module script (it
 * runs when the document is parsed; src/start/boot/entry-loader-script.ts) adds the entry after one
 * frame, or at once when the tab is hidden (no frames come then). Its element names the entry in
 * `data-src` (read by the web app's build watch too), the scripts fetched beside it and what it
 * waits for (src/start/boot/page-marks.ts), so its text is the same on every page.
 *
 * With a `firstPaint` the scripts start downloading only once that paint is on screen (at most
 * LCP_WAIT_MS later): the picture (the first banner, rendered with the data the build carried,
 * decision record 039) or the early texts (the game's name, decision record 040) have the
 * connection to themselves, and Lighthouse's simulation counts every request that finished before
 * the largest paint against it (scripts preloaded beside the picture delayed it; decision record 039).
 */
export function deferEntry(html: string, loaderScript: string, firstPaint: FirstPaint = null, routeScripts: readonly string[] = []): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no <script type="module" crossorigin src>');
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const links = firstPaint
    ? ''
    : [entry, ...imports].map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" fetchpriority="low">`).join('');
  // With a first paint, the imports are fetched beside the entry once it is on screen (they are not
  // in <head>); the page's route modules always are, so the app need not match its routes to find them.
  const later = [...(firstPaint ? imports : []), ...routeScripts];
  const marks =
    ` ${ENTRY_ATTRIBUTE}="${escapeAttribute(entry)}"` +
    (later.length ? ` ${LATER_ATTRIBUTE}="${escapeAttribute(JSON.stringify(later))}"` : '') +
    (firstPaint ? ` ${WAIT_ATTRIBUTE}="${firstPaint}"` : '');
  const loader = `<script type="module"${marks}>${loaderScript}</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => links)
    .replace('</body>', () => `${loader}</body>`);
}

/** The markup has a picture the page asks for first (the first banner): its largest paint. */
const HIGH_PRIORITY_PICTURE = /<img\b[^>]*\bfetchpriority="high"/i;

/** The early-requests script first in <head> (after the charset), so the requests start before the parser reaches the styles. */
export function withEarlyScript(html: string, script: string): string {
  return script ? html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => charset + script) : html;
}

/** index.html with a prerendered page in it: lang, the page's head elements, its markup in #root. */
export function pageHtml(template: string, page: PrerenderedPage, scripts: PageScripts): string {
  if (!ROOT.test(template)) throw new Error('prerender: index.html has no <div id="root"> with the boot loader');
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('prerender: index.html has no <html lang>');
  const plain = page.plainOnly ? ` ${PLAIN_ONLY_ATTRIBUTE}` : '';
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.locale)}" ${PAGE_PATH_ATTRIBUTE}="${escapeAttribute(page.path)}"${plain}>`);
  if (page.earlyScript) html = withEarlyScript(html, page.earlyScript);
  // The page's own title, or the SEO record's the build wrote (`<title data-seo-title>`), replaces the shell's.
  if (/<title[\s>]/.test(page.head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(page.head)) html = html.replace(/<meta name="description"[^>]*>\s*/, '');
  html = html.replace('</head>', `${page.head}${staleGuard(scripts.staleGuard)}</head>`);
  const root =
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}" data-namespaces="${escapeAttribute(page.namespaces.join(','))}">` +
    `${page.html}</div>` +
    (page.translations ? carriedTranslationsHtml(page.locale, page.translations) : '') +
    (page.data ?? '');
  // A function, so "$&" or "$1" in the markup stays as written.
  const firstPaint: FirstPaint = HIGH_PRIORITY_PICTURE.test(page.html) ? 'picture' : page.earlyTexts ? 'texts' : null;
  return deferEntry(html.replace(ROOT, () => root), scripts.entryLoader, firstPaint, page.routeScripts);
}
