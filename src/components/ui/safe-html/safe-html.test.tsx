import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps harmless markup', () => {
    expect(sanitizeHtml('<p>Win <strong>50%</strong> <em>more</em></p>')).toBe('<p>Win <strong>50%</strong> <em>more</em></p>');
  });

  it.each([
    ['a script tag', '<p>x</p><script>window.hacked=1</script>', /script/i],
    ['an event handler', '<img src="/a.png" onerror="window.hacked=1">', /onerror/i],
    ['a javascript: link', '<a href="javascript:window.hacked=1">go</a>', /javascript:/i],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">go</a>', /data:/i],
    ['an svg handler', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><animate onbegin="alert(1)"/></svg>', /javascript:|onbegin/i],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', /style|javascript/i],
    ['a base tag', '<base href="https://evil.example/"><a href="/x">x</a>', /<base/i],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta/i],
    ['a scheme hidden by a tab', '<a href="java\tscript:alert(1)">x</a>', /script:/i],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>', /evil/i],
    ['a form', '<form action="https://evil.example"><button>go</button></form>', /<form|<button/i],
    ['a slash-backslash link (browsers read it as //evil.com)', '<a href="/\\evil.com">x</a>', /evil/i],
    ['a backslash-backslash link', '<a href="\\\\evil.com">x</a>', /evil/i],
    ['a backslash inside a web address', '<a href="https:\\\\evil.com/x">x</a>', /evil/i],
    ['a slash-backslash picture', '<img src="/\\evil.com/pixel.png">', /evil/i],
    ['a protocol-relative link behind a tab', '<a href="/\t/evil.com">x</a>', /evil/i],
  ])('removes %s', (_name, dirty, forbidden) => {
    expect(sanitizeHtml(dirty)).not.toMatch(forbidden);
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://partner.example/">p</a>')).toBe('<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitizeHtml('<a href="/en/promotions" target="_top">in</a>')).toBe('<a href="/en/promotions">in</a>');
  });

  it('keeps relative, hash and web links', () => {
    expect(sanitizeHtml('<a href="/en/faq">f</a><a href="promotions">p</a><a href="../x">x</a>')).toBe('<a href="/en/faq">f</a><a href="promotions">p</a><a href="../x">x</a>');
  });

  it('prefixes ids and names, so content cannot clobber globals such as window.dataLayer', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<p id="dataLayer">x</p><img name="gtag" src="/a.png"><h2 id="licence">L</h2>');
    document.body.append(host);
    try {
      expect((window as unknown as Record<string, unknown>).dataLayer).toBeUndefined();
      expect((window as unknown as Record<string, unknown>).gtag).toBeUndefined();
      expect(host.querySelector('h2')).toHaveAttribute('id', 'user-content-licence');
    } finally {
      host.remove();
    }
  });

  it('keeps in-page links as written (the hash scroll finds the prefixed anchor)', () => {
    expect(sanitizeHtml('<a href="#licence">L</a><h2 id="licence">L</h2>')).toBe('<a href="#licence">L</a><h2 id="user-content-licence">L</h2>');
  });

  it('is idempotent and answers empty for non-strings', () => {
    const once = sanitizeHtml('<a href="https://x.example">x</a><img src=x onerror=alert(1)>');
    // A second pass removes nothing (DOMPurify may list the attributes in another order).
    expect(sanitizeHtml(once)).toHaveLength(once.length);
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the clean HTML and nothing when empty', () => {
    const { container, rerender } = render(<SafeHtml html={'<p>Hi<img src=x onerror="window.hacked=1"></p>'} />);
    expect(container.innerHTML).toBe('<div><p>Hi<img src="x"></p></div>');
    rerender(<SafeHtml html="" />);
    expect(container.innerHTML).toBe('');
  });
});
