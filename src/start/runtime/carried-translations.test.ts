// @vitest-environment jsdom
import { carriedTranslations, carriedTranslationsHtml } from './carried-translations';

const bundles = {
  common: { loading: 'Загрузка…', brand: { home: 'Lucky Orbit' } },
  home: { hero: { title: 'Closing </script><script>alert(1)</script> tags & "quotes"' } },
};

function documentWith(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${body}</body></html>`, 'text/html');
}

describe('carried translations', () => {
  it('reads back what the build writes, whatever the texts hold', () => {
    const doc = documentWith(carriedTranslationsHtml('ru', bundles));
    expect(doc.scripts).toHaveLength(1);
    expect(carriedTranslations(doc, 'ru')).toEqual(bundles);
  });

  it('writes a data block, which runs nothing', () => {
    const html = carriedTranslationsHtml('en', bundles);
    expect(html).toMatch(/^<script type="application\/json" id="lo-translations" data-locale="en">/);
    expect(html.slice(0, -'</script>'.length)).not.toContain('</');
  });

  it("carries nothing for another locale's address, a page without the block or an unreadable block", () => {
    expect(carriedTranslations(documentWith(carriedTranslationsHtml('it', bundles)), 'en')).toEqual({});
    expect(carriedTranslations(documentWith(''), 'en')).toEqual({});
    expect(carriedTranslations(documentWith('<script type="application/json" id="lo-translations" data-locale="en">{"common":</script>'), 'en')).toEqual({});
    expect(carriedTranslations(documentWith('<script type="application/json" id="lo-translations" data-locale="en">{"common":"text"}</script>'), 'en')).toEqual({});
  });
});
