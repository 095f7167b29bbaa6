import path from 'node:path';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a prerendered page inlines in its head so its markup is styled at first paint, and the
 * scripts of its route's section and modules, which its loader fetches beside the app's own after
 * the first paint (so the app need not find them by matching its routes first, decision record 041,
 * nor its section by running the entry, decision record 067).
 */
export interface PageAssets {
  css: string[];
  scripts: string[];
}

const toProjectPath = (specifier: string, fromDir: string) =>
  specifier.startsWith('@/') ? path.posix.join('src', specifier.slice(2)) : path.posix.join(fromDir, specifier);

/**
 * The source module of each route and layout, and the section of the route table each route is in,
 * read from the sections' sources by file name (`src/app/router/sections/*-routes.ts`:
 * `{ name: 'home', ..., lazy: () => import('../../routes/home-route') }`, relative paths from
 * `routesDir`) and the layouts of `src/app/router/localize-routes.ts`
 * (`default: async () => ... import('../layouts/default-layout')`).
 * Keys: the route name, `layout:<name>` or `section:<route name>`; values: project paths without an extension.
 */
export function routeModules(sections: Readonly<Record<string, string>>, layoutsSource: string, routesDir = 'src/app/router/sections'): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [file, source] of Object.entries(sections)) {
    const section = path.posix.join(routesDir, file.replace(/\.[^./]+$/, ''));
    for (const match of source.matchAll(/\{ name: '(\w+)'/g)) modules.set(`section:${match[1]}`, section);
    for (const match of source.matchAll(/\{ name: '(\w+)'[^\n]*?lazy: \(\) => import\('([^']+)'\)/g)) {
      modules.set(match[1], toProjectPath(match[2], routesDir));
    }
  }
  for (const match of layoutsSource.matchAll(/^\s+(\w+): async \(\) => \(\{ Component: \(await import\('([^']+)'\)\)/gm)) {
    modules.set(`layout:${match[1]}`, toProjectPath(match[2], 'src/app/router'));
  }
  return modules;
}

/** The manifest key of a project path without extension ('src/app/routes/home-route' -> '...home-route.tsx'). */
function manifestKey(manifest: Manifest, modulePath: string): string | undefined {
  return Object.keys(manifest).find((key) => key.replace(/\.[^./]+$/, '') === modulePath);
}

/**
 * The stylesheets of the matched routes (ids as the router builds them: `en:home`,
 * `en:layout:default`) and of everything they import statically, minus what the entry already
 * brings. Throws for a matched route whose module the manifest does not know, so a renamed file
 * cannot leave a page unstyled.
 */
export function pageAssets(manifest: Manifest, modules: Map<string, string>, routeIds: readonly string[], base = '/'): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryCss = new Set<string>();
  const entryScripts = new Set<string>();
  const css: string[] = [];
  const scripts: string[] = [];
  const walk = (key: string, seen: Set<string>, add: (chunk: ManifestChunk) => void) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    add(manifest[key]);
    for (const imported of manifest[key].imports ?? []) walk(imported, seen, add);
  };
  if (entryKey) {
    walk(entryKey, new Set(), (chunk) => {
      entryScripts.add(chunk.file);
      for (const file of chunk.css ?? []) entryCss.add(file);
    });
  }
  const seen = new Set<string>();
  const add = (chunk: ManifestChunk) => {
    if (!entryScripts.has(chunk.file)) scripts.push(chunk.file);
    for (const file of chunk.css ?? []) if (!entryCss.has(file) && !css.includes(file)) css.push(file);
  };
  const names = routeIds.map((id) => id.replace(/^[a-z]{2}:/, ''));
  // The sections first: the start awaits the route's section before the router exists, the route's
  // modules only once it runs. A section the manifest does not know is in the entry (the home page's).
  for (const name of names) {
    const section = modules.get(`section:${name}`);
    const key = section && manifestKey(manifest, section);
    if (key) walk(key, seen, add);
  }
  for (const [index, name] of names.entries()) {
    const modulePath = modules.get(name);
    if (!modulePath) continue; // the shell, a locale tree, a route without a module
    const key = manifestKey(manifest, modulePath);
    if (!key) throw new Error(`prerender: the build manifest has no chunk for ${modulePath} (route ${routeIds[index]})`);
    walk(key, seen, add);
  }
  return { css: css.map((file) => base + file), scripts: scripts.map((file) => base + file) };
}

/** A stylesheet's text as a <style> element (a stray `</style` in it cannot end the element). */
export function inlineStyle(href: string, css: string): string {
  return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The head elements of PageAssets. The page's stylesheets are small, so they are inlined (read by
 * `readCss`): linked, each would be one more render-blocking round trip before the first paint.
 * A disabled link beside each keeps the client from linking the same files again. The chunks
 * themselves are not preloaded: requests that start before the first paint only delay it on
 * a slow connection (measured with Lighthouse, decision record 016).
 */
export function assetLinks({ css }: Pick<PageAssets, 'css'>, readCss: (href: string) => string): string {
  return css.map((href) => inlineStyle(href, readCss(href)) + loadedStylesheet(href)).join('');
}

/**
 * The template's own stylesheet links (the entry's CSS) as inline styles, each with its disabled
 * link like the page's other stylesheets: no render-blocking request before the first paint, and the
 * client does not link the same file again when a lazy chunk that shares the entry's CSS loads
 * (which fetched it and restyled the whole page once more).
 */
export function inlineEntryStylesheets(template: string, readCss: (href: string) => string): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) => inlineStyle(href, readCss(href)) + loadedStylesheet(href));
}

/**
 * A disabled link to a stylesheet the page has inlined: browsers do not fetch it, and Vite's
 * preload helper, which looks for a stylesheet link of the same address before it adds one, takes
 * it as loaded. Without it, loading the page's route module added the same stylesheets again, at
 * the highest priority, and waited for them before the router could settle (decision record 028).
 */
export function loadedStylesheet(href: string): string {
  return `<link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" disabled>`;
}
