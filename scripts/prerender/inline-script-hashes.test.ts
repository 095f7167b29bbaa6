import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script, classic or module, and skips scripts with a src', () => {
    const html =
      '<head><script>var a=1</script><script type="module" src="/assets/index.js"></script></head>' +
      '<body><script type="module" data-src="/assets/index.js">go()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1'), sha('go()')]);
  });

  it('matches what a browser hashes: the bytes between the tags, whitespace included', () => {
    expect(inlineScriptHashes('<script>\n  x()\n</script>')).toEqual([sha('\n  x()\n')]);
    // The value Chromium reports for `alert(1)` in its CSP violation message.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('leaves out data blocks, which never run', () => {
    const html = '<script type="application/json" id="x">{"a":1}</script><script type="application/ld+json">{}</script><script type="text/javascript">y()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('y()')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});
