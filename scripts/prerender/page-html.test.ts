import { runInNewContext } from 'node:vm';
import { pageHtml } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="description" content="Lucky Orbit: casino games." />
    <title>Lucky Orbit</title>
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
    expect(html).toContain('<html lang="it">');
    expect(html).toContain(
      '<div id="root" data-prerendered="/it/gamehall" data-namespaces="common,games"><main><h1>Sala giochi</h1><p>costs $& and $1</p></main></div>',
    );
    expect(html).not.toContain('boot-loader" aria-hidden');
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
    const run = (pathname: string) => {
      const attributes = new Set<string>();
      runInNewContext(script!, { location: { pathname }, document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } } });
      return attributes.has('data-stale-page');
    };
    expect(run('/it/gamehall')).toBe(false);
    expect(run('/it/gamehall/')).toBe(false);
    expect(run('/en/cashier/deposit')).toBe(true);
    expect(html).toContain('[data-stale-page] #root{display:none}');
  });

  it('refuses a template without the root element', () => {
    expect(() => pageHtml('<html lang="ru"><body></body></html>', page)).toThrow(/root/);
  });
});
