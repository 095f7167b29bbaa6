// @vitest-environment jsdom
import { hasStaticHead, removeStaticHead, resetStaticHeadForTests, staticHeadTitle, STATIC_MARK } from './static-head';

function write(path: string | null, html: string): void {
  if (path === null) delete document.documentElement.dataset.pagePath;
  else document.documentElement.dataset.pagePath = path;
  document.head.innerHTML = html;
  resetStaticHeadForTests();
}

describe('the SEO head a build wrote into a prerendered page', () => {
  afterEach(() => write(null, ''));

  it('stands for the page it was written for, with or without a trailing slash', () => {
    write('/it/gamehall', `<title data-seo-title="" itemprop="name">Sala</title><meta name="description" content="x" ${STATIC_MARK}="">`);
    expect(hasStaticHead('/it/gamehall/')).toBe(true);
    expect(hasStaticHead('/it/gamehall')).toBe(true);
    expect(hasStaticHead('/it/providers')).toBe(false);
    expect(staticHeadTitle()).toBe('Sala');
  });

  it('is not there on a page the build wrote no records into', () => {
    write('/en', '<title>Lucky Orbit</title><meta name="description" content="x">');
    expect(hasStaticHead('/en')).toBe(false);
    expect(staticHeadTitle()).toBeNull();
  });

  it('goes, except the title and what React adopted as its own', () => {
    write(
      '/',
      `<title data-seo-title="" itemprop="name">T</title><meta name="description" content="d" ${STATIC_MARK}="">` +
        `<meta property="og:title" content="T" ${STATIC_MARK}=""><script type="application/ld+json" ${STATIC_MARK}="">{}</script>`,
    );
    const adopted = document.head.querySelector('meta[property="og:title"]') as Element & Record<string, unknown>;
    adopted.__reactFiber$test = {};
    removeStaticHead();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
    expect(adopted.isConnected).toBe(true);
    expect(adopted.hasAttribute(STATIC_MARK)).toBe(false);
    expect(document.head.querySelector('title')?.textContent).toBe('T');
    expect(hasStaticHead('/')).toBe(false);
    expect(staticHeadTitle()).toBeNull();
  });
});
