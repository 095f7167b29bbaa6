import { runInNewContext } from 'node:vm';
import entryLoader from '@/start/boot/entry-loader-script.ts?inline-script';
import staleGuard from '@/start/boot/stale-guard-script.ts?inline-script';
import { deferEntry, LCP_WAIT_MS, type PrerenderedPage, pageHtml as writePage } from './page-html';

/** The page's inline scripts as the build compiles them (src/start/boot/render-page.tsx `pageScripts`). */
const pageHtml = (template: string, page: PrerenderedPage) => writePage(template, page, { staleGuard, entryLoader });

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Lucky Orbit: casino games." />
    <title>Lucky Orbit</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C3.js">
  </head>
  <body>
    <div id="root"><div id="boot-loader" aria-hidden="true"><span></span></div></div>
  </body>
</html>`;

const page = {
  path: '/it/gamehall',
  locale: 'it',
  html: '<main><h1>Sala giochi</h1><p>costs $& and $1</p></main>',
  head: '<title>Sala giochi — casinò</title>',
  namespaces: ['common', 'games'],
};

const SCRIPT = { type: 'module', crossOrigin: '', src: '/assets/index-A1.js' };
const preload = (href: string) => ({ rel: 'modulepreload', crossOrigin: '', href });

/** Runs a page's loader script against a stand-in document; `picture` is what `#root img[fetchpriority="high"]` finds. */
function runLoader(html: string, visibilityState: string, picture: { complete: boolean } | null = null, earlyTexts?: { settle?: () => void }) {
  const [, marks, loader] = /<script type="module"( data-src="\/assets\/index-A1.js"[^>]*)>([\s\S]*?)<\/script><\/body>/.exec(html) ?? [];
  if (!loader) throw new Error('no loader script');
  // The loader reads what it loads from its own element's attributes.
  const attributes = new Map([...marks.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')] as const));
  const element = { getAttribute: (name: string) => attributes.get(name) ?? null };
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const selectors: string[] = [];
  const image = picture && { ...picture, addEventListener: (type: string, callback: () => void) => (listeners[type] = callback) };
  // The head's start script leaves a promise of the early texts (src/start/boot/early-requests.ts).
  const window = earlyTexts ? { __earlyTexts: { then: (done: () => void) => void (earlyTexts.settle = done) } } : {};
  runInNewContext(loader, {
    window,
    document: {
      visibilityState,
      head: { appendChild: (node: Record<string, string>) => added.push({ ...node }) },
      createElement: () => ({}),
      querySelector: (selector: string) => (selector.startsWith('script[') ? element : (selectors.push(selector), image)),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  /** Runs the frames, then the timers, that are waiting now. */
  const flush = () => {
    frames.splice(0).forEach((callback) => callback());
    timers.splice(0).forEach(({ callback }) => callback());
  };
  /** The frame after the awaited paint, then the loader's zero-delay timer (not the longest wait). */
  const paint = () => {
    frames.splice(0).forEach((callback) => callback());
    timers.filter(({ ms }) => ms === 0).forEach(({ callback }) => callback());
  };
  return { added, frames, timers, listeners, selectors, flush, paint };
}

describe('pageHtml', () => {
  it('puts the page into #root with its address and namespaces, in its language', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).toContain('<html lang="it" data-page-path="/it/gamehall">');
    expect(html).toContain(
      '<div id="root" data-prerendered="/it/gamehall" data-namespaces="common,games"><main><h1>Sala giochi</h1><p>costs $& and $1</p></main></div>',
    );
    expect(html).not.toContain('boot-loader" aria-hidden');
  });

  it('carries the texts of the page after #root when it has them', () => {
    expect(pageHtml(TEMPLATE, page)).not.toContain('lo-translations');
    const html = pageHtml(TEMPLATE, { ...page, translations: { games: { title: 'Sala giochi' } } });
    expect(html).toContain(
      '</main></div><script type="application/json" id="lo-translations" data-locale="it">{"games":{"title":"Sala giochi"}}</script>',
    );
  });

  it("replaces the shell's title with the page's and keeps the description when the page has none", () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sala giochi — casinò</title>');
    expect(html).toContain('<meta name="description" content="Lucky Orbit: casino games." />');
    const described = pageHtml(TEMPLATE, { ...page, head: '<meta name="description" content="Giochi"/>' });
    expect(described.match(/name="description"/g)).toHaveLength(1);
    expect(described).toContain('<title>Lucky Orbit</title>');
  });

  it("replaces the shell's title with the SEO record's the build wrote (decision record 046)", () => {
    const html = pageHtml(TEMPLATE, { ...page, head: '<title data-seo-title="" itemprop="name">Tutti i giochi</title><meta name="description" content="Giochi" data-seo-static=""/>' });
    expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<title data-seo-title="" itemprop="name">Tutti i giochi</title>');
  });

  it('hides the markup before paint when the file is served for another address', () => {
    const html = pageHtml(TEMPLATE, page);
    const plainHtml = pageHtml(TEMPLATE, { ...page, plainOnly: true });
    expect(html).toContain('<html lang="it" data-page-path="/it/gamehall">');
    expect(plainHtml).toContain('<html lang="it" data-page-path="/it/gamehall" data-page-plain>');
    const run = (file: string, pathname: string, search = '') => {
      const script = /<script>([\s\S]*?)<\/script>/.exec(file)?.[1];
      const attributes = new Set<string>();
      const tag = /<html [^>]*>/.exec(file)?.[0] ?? '';
      const own = new Map([...tag.matchAll(/ (data-page-[a-z]+)(?:="([^"]*)")?/g)].map((match) => [match[1], match[2] ?? ''] as const));
      const documentElement = {
        getAttribute: (name: string) => own.get(name) ?? null,
        hasAttribute: (name: string) => own.has(name),
        setAttribute: (name: string) => attributes.add(name),
      };
      runInNewContext(script!, { location: { pathname, search }, document: { documentElement } });
      return attributes.has('data-stale-page');
    };
    expect(run(html, '/it/gamehall')).toBe(false);
    expect(run(html, '/it/gamehall/')).toBe(false);
    expect(run(html, '/it/gamehall', '?types=live')).toBe(false);
    expect(run(html, '/en/cashier/deposit')).toBe(true);
    // Markup of the plain address's data (the hall's first games): any query makes it another page.
    expect(run(plainHtml, '/it/gamehall')).toBe(false);
    expect(run(plainHtml, '/it/gamehall', '?types=live')).toBe(true);
    expect(run(plainHtml, '/en/cashier/deposit')).toBe(true);
    // A shell ('/it/game/*', decision record 040): any one last segment of its folder is its address.
    const shellHtml = pageHtml(TEMPLATE, { ...page, path: '/it/game/*' });
    expect(run(shellHtml, '/it/game/book-of-orbit')).toBe(false);
    expect(run(shellHtml, '/it/game/book-of-orbit/')).toBe(false);
    expect(run(shellHtml, '/it/game/book-of-orbit', '?utm_source=x')).toBe(false);
    expect(run(shellHtml, '/it/game')).toBe(true);
    expect(run(shellHtml, '/it/game/')).toBe(true);
    expect(run(shellHtml, '/it/game/a/b')).toBe(true);
    expect(run(shellHtml, '/en/game/book-of-orbit')).toBe(true);
    expect(run(shellHtml, '/it/gamehall')).toBe(true);
    expect(html).toContain('[data-stale-page] #root{display:none}');
    // Out of the flow, so its removal moves nothing (a 0.46 layout shift as a block with a margin).
    expect(html).toContain('[data-stale-page] body::before{content:"";position:fixed;');
  });

  it('preloads the scripts at low priority and runs them after the first frame, naming the entry for the build watch', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(
      ['index-A1', 'react-dom-B2', 'i18n-C3'].map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js" fetchpriority="low">`),
    );
    const visible = runLoader(html, 'visible');
    expect(visible.added).toEqual([]);
    visible.frames.forEach((callback) => callback());
    expect(visible.added).toEqual([]);
    visible.timers.forEach(({ callback }) => callback());
    expect(visible.added).toEqual([SCRIPT]);
    expect(visible.selectors).toEqual([]);
    expect(runLoader(html, 'hidden').added).toEqual([SCRIPT]);
    expect(() => deferEntry('<html><body></body></html>', entryLoader)).toThrow(/module/);
  });

  it('with the largest picture in the markup, fetches the scripts only once it has painted (at most LCP_WAIT_MS later)', () => {
    const withPicture = { ...page, html: '<main><img src="/b.svg" fetchPriority="high"/></main>' };
    const html = pageHtml(TEMPLATE, withPicture);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const imports = [preload('/assets/react-dom-B2.js'), preload('/assets/i18n-C3.js')];
    // Still loading: nothing until its load, then a frame (its paint), then the scripts.
    const waiting = runLoader(html, 'visible', { complete: false });
    expect(waiting.selectors).toEqual(['#root img[fetchpriority="high"]']);
    expect(waiting.timers.map(({ ms }) => ms)).toEqual([LCP_WAIT_MS]);
    expect(waiting.frames).toEqual([]);
    waiting.listeners.load();
    expect(waiting.added).toEqual([]);
    waiting.paint();
    expect(waiting.added).toEqual([...imports, SCRIPT]);
    // The longest wait passing afterwards adds nothing more.
    waiting.flush();
    expect(waiting.added).toEqual([...imports, SCRIPT]);
    // A picture that takes too long: the scripts start when the wait is over; a late error adds nothing.
    const slow = runLoader(html, 'visible', { complete: false });
    slow.timers[0].callback();
    expect(slow.added).toEqual([...imports, SCRIPT]);
    slow.listeners.error();
    slow.flush();
    expect(slow.added).toEqual([...imports, SCRIPT]);
    // Already loaded: one frame, then the scripts. A hidden tab gets no frames: at once.
    const loaded = runLoader(html, 'visible', { complete: true });
    loaded.flush();
    loaded.flush();
    expect(loaded.added).toEqual([...imports, SCRIPT]);
    expect(runLoader(html, 'hidden', { complete: false }).added).toEqual([...imports, SCRIPT]);
  });

  it('with early texts (the game’s name), fetches the scripts only once the head has written them (at most LCP_WAIT_MS later)', () => {
    const html = pageHtml(TEMPLATE, { ...page, path: '/it/game/*', earlyTexts: true });
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const imports = [preload('/assets/react-dom-B2.js'), preload('/assets/i18n-C3.js')];
    const texts: { settle?: () => void } = {};
    const waiting = runLoader(html, 'visible', null, texts);
    expect(waiting.timers.map(({ ms }) => ms)).toEqual([LCP_WAIT_MS]);
    expect(waiting.frames).toEqual([]);
    // Written: a frame (their paint), then the scripts; the longest wait passing adds nothing more.
    texts.settle!();
    expect(waiting.added).toEqual([]);
    waiting.paint();
    expect(waiting.added).toEqual([...imports, SCRIPT]);
    waiting.flush();
    expect(waiting.added).toEqual([...imports, SCRIPT]);
    // Texts that take too long: the scripts start when the wait is over.
    const slow = runLoader(html, 'visible', null, {});
    slow.timers[0].callback();
    expect(slow.added).toEqual([...imports, SCRIPT]);
    // No early texts started (in a frame, or no fetch): one frame, then the scripts.
    const none = runLoader(html, 'visible');
    none.flush();
    none.flush();
    expect(none.added).toEqual([...imports, SCRIPT]);
    expect(runLoader(html, 'hidden', null, {}).added).toEqual([...imports, SCRIPT]);
  });

  it('fetches the page’s route modules beside the app’s scripts after the first paint, whatever it waits for', () => {
    const routeScripts = ['/assets/default-layout-D4.js', '/assets/home-route-E5.js'];
    const plain = runLoader(pageHtml(TEMPLATE, { ...page, routeScripts }), 'visible');
    plain.flush();
    expect(plain.added).toEqual([...routeScripts.map(preload), SCRIPT]);
    const withPicture = { ...page, routeScripts, html: '<main><img src="/b.svg" fetchPriority="high"/></main>' };
    const picture = runLoader(pageHtml(TEMPLATE, withPicture), 'hidden', { complete: false });
    expect(picture.added).toEqual([preload('/assets/react-dom-B2.js'), preload('/assets/i18n-C3.js'), ...routeScripts.map(preload), SCRIPT]);
    // Not in the head: nothing of the page's own competes with its first paint.
    expect(pageHtml(TEMPLATE, { ...page, routeScripts }).slice(0, pageHtml(TEMPLATE, page).indexOf('</head>'))).not.toContain('home-route');
  });

  it('starts the first screen’s requests first in the head when the page has them', () => {
    const html = pageHtml(TEMPLATE.replace('<head>', '<head>\n    <meta charset="UTF-8" />'), { ...page, earlyScript: '<script>early()</script>' });
    expect(html).toContain('<meta charset="UTF-8" /><script>early()</script>');
    expect(pageHtml(TEMPLATE, page)).not.toContain('early()');
  });

  it('refuses a template without the root element', () => {
    expect(() => pageHtml('<html lang="ru"><body></body></html>', page)).toThrow(/root/);
  });
});
