import { runInNewContext } from 'node:vm';
import { deferEntry, pageHtml } from './page-html';

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

  it('hides the markup before paint when the file is served for another address', () => {
    const html = pageHtml(TEMPLATE, page);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    const pagePath = /<html [^>]*data-page-path="([^"]*)"/.exec(html)?.[1];
    const run = (pathname: string) => {
      const attributes = new Set<string>();
      const documentElement = { getAttribute: (name: string) => (name === 'data-page-path' ? pagePath : null), setAttribute: (name: string) => attributes.add(name) };
      runInNewContext(script!, { location: { pathname }, document: { documentElement } });
      return attributes.has('data-stale-page');
    };
    expect(run('/it/gamehall')).toBe(false);
    expect(run('/it/gamehall/')).toBe(false);
    expect(run('/en/cashier/deposit')).toBe(true);
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
    const loader = /<script type="module" data-src="\/assets\/index-A1.js">([\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const run = (visibilityState: string) => {
      const added: Record<string, string>[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const element = () => ({}) as Record<string, string>;
      const head = { appendChild: (node: Record<string, string>) => added.push(node) };
      runInNewContext(loader!, {
        document: { visibilityState, head, createElement: element },
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
      });
      return { added, frames, timers };
    };
    const visible = run('visible');
    expect(visible.added).toEqual([]);
    visible.frames.forEach((callback) => callback());
    expect(visible.added).toEqual([]);
    visible.timers.forEach((callback) => callback());
    expect(visible.added).toEqual([{ type: 'module', crossOrigin: '', src: '/assets/index-A1.js' }]);
    expect(run('hidden').added).toHaveLength(1);
    expect(() => deferEntry('<html><body></body></html>')).toThrow(/module/);
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
