import { render, screen, within } from '@testing-library/react';
import { HOSTILE_HTML } from '../../../mocks/promotions/fixtures/hostile-html';
import { setHostileHtml, signOut } from '../../../mocks/scenarios';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

type Canary = Window & { __xss?: unknown };

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster', 'to', 'values'];

/** Everything a hostile description could leave behind that runs code. */
function dangers(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (root !== element && /^(script|iframe|object|embed|base|meta|link|style|form|frame|frameset)$/i.test(element.tagName)) found.push(`<${element.tagName}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${element.tagName} ${name}`);
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value)) found.push(`${element.tagName} ${name}=${value}`);
      if (name === 'style' && /(url\(|expression\()/i.test(attribute.value)) found.push(`${element.tagName} style`);
    }
  }
  return found;
}

describe('hostile CMS descriptions', () => {
  afterEach(() => {
    delete (window as Canary).__xss;
  });

  it('has at least 50 of them', () => {
    expect(HOSTILE_HTML.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_HTML.map((html, index) => [index, html]))('#%i runs nothing through SafeHtml', (_index, html) => {
    const { container } = render(<SafeHtml html={html} />);
    expect((window as Canary).__xss).toBeUndefined();
    expect(dangers(container)).toEqual([]);
  });

  it('the promotions served with mock_hostile_html run nothing on the list and the detail pages', async () => {
    signOut();
    setHostileHtml(true);
    try {
      await renderApp('/en/promotions');
      const list = await screen.findByRole('list', { name: 'Promotions' }, SLOW);
      // The title is text, never markup.
      expect(within(list).getByRole('heading', { name: 'QA <img src=x onerror="window.__xss=1"> hostile 1' })).toBeInTheDocument();
      expect(dangers(list)).toEqual([]);
      await renderApp('/en/promotions/191');
      expect(await screen.findByRole('heading', { level: 1, name: 'QA hostile 2' }, SLOW)).toBeInTheDocument();
      expect(dangers(document.body.querySelector('main') ?? document.body)).toEqual([]);
      expect((window as Canary).__xss).toBeUndefined();
    } finally {
      setHostileHtml(false);
    }
  });
});
