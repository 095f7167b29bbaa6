/** One rendered page, as render-page.tsx returns it. */
export interface PrerenderedPage {
  path: string;
  locale: string;
  html: string;
  head: string;
  namespaces: string[];
}

const ROOT = /<div id="root">[\s\S]*?<\/div><\/div>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A host that serves this file for another address (an SPA fallback, a service worker's
 * navigation fallback) must not show this page's content: the guard hides it before the body
 * is painted and shows the boot spinner; the client then renders the real page.
 */
function staleGuard(path: string): string {
  return (
    `<script>(function(){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `if(p!==${JSON.stringify(path)})document.documentElement.setAttribute('data-stale-page','')})()</script>` +
    '<style>[data-stale-page] #root{display:none}[data-stale-page] body::before{content:"";display:block;' +
    'width:56px;height:56px;margin:calc(50vh - 32px) auto 0;border-radius:50%;border:4px solid #1c2036;' +
    'border-top-color:#ffc43d;animation:boot-spin .9s linear infinite}</style>'
  );
}

/** index.html with a prerendered page in it: lang, the page's head elements, its markup in #root. */
export function pageHtml(template: string, page: PrerenderedPage): string {
  if (!ROOT.test(template)) throw new Error('prerender: index.html has no <div id="root"> with the boot loader');
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('prerender: index.html has no <html lang>');
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.locale)}">`);
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(page.head)) html = html.replace(/<meta name="description"[^>]*>\s*/, '');
  html = html.replace('</head>', `${page.head}${staleGuard(page.path)}</head>`);
  const root =
    `<div id="root" data-prerendered="${escapeAttribute(page.path)}" data-namespaces="${escapeAttribute(page.namespaces.join(','))}">` +
    `${page.html}</div>`;
  // A function, so "$&" or "$1" in the markup stays as written.
  return html.replace(ROOT, () => root);
}
