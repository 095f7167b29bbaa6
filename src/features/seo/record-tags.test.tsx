import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeoMetaEntry } from '@/api/cms/seo.types';
import { RecordTags, type RecordTagsProps } from './record-tags';

const REFRESH: SeoMetaEntry = { httpEquiv: 'refresh', content: '0;url=https://evil.example' };

const props = (meta: SeoMetaEntry[], domainMeta: SeoMetaEntry[] = []): RecordTagsProps => ({
  record: { meta } as RecordTagsProps['record'],
  filled: null,
  domainMeta,
  defaults: { title: 'Lucky Orbit', description: 'Casino', canonical: null, robots: null },
  origin: 'https://lucky-orbit.example',
  locale: 'en',
});

// Testing Library unmounts after each test, which takes the hoisted tags out of <head>.
afterEach(() => vi.restoreAllMocks());

describe('RecordTags http-equiv entries', () => {
  it.each([
    ['refresh', REFRESH],
    ['Refresh in capitals', { httpEquiv: 'Refresh', content: '0;url=https://evil.example' }],
    ['set-cookie', { httpEquiv: 'set-cookie', content: 'session=x' }],
    ['content-security-policy', { httpEquiv: 'content-security-policy', content: "script-src 'none'" }],
  ])('render no meta for %s, in the page and as the domain’s, and log why', (_name, entry) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<RecordTags {...props([entry], [entry])} />);
    expect(document.querySelector('meta[http-equiv]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[seo\] refused/));
  });

  it('render no refresh into a prerendered page either (the build renders the same tags)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<RecordTags {...props([REFRESH])} mark />);
    expect(html).not.toMatch(/http-equiv/i);
    expect(html).not.toContain('evil.example');
  });

  it('keep the harmless ones', () => {
    render(<RecordTags {...props([{ httpEquiv: 'Content-Language', content: 'en' }, { httpEquiv: 'x-ua-compatible', content: 'IE=edge' }])} />);
    expect(document.querySelector('meta[http-equiv="Content-Language"]')).toHaveAttribute('content', 'en');
    expect(document.querySelector('meta[http-equiv="x-ua-compatible"]')).toHaveAttribute('content', 'IE=edge');
  });
});

describe('RecordTags referrer entries', () => {
  it.each(['unsafe-url', 'no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin', 'always', 'UNSAFE-URL', 'no-referrer, unsafe-url', ''])(
    'render no referrer meta for %j, in the page, as the domain’s, or in a prerendered page, and log why',
    (content) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const entry: SeoMetaEntry = { name: 'referrer', content };
      render(<RecordTags {...props([entry], [{ ...entry, name: 'Referrer' }])} />);
      expect(document.querySelector('meta[name="referrer" i]')).toBeNull();
      expect(renderToStaticMarkup(<RecordTags {...props([entry])} mark />)).not.toMatch(/referrer/i);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[seo\] refused the meta referrer/));
    },
  );

  it.each(['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer', ' No-Referrer '])('keep %j, as strict as the site’s policy or stricter', (content) => {
    render(<RecordTags {...props([{ name: 'referrer', content }])} />);
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', content);
  });
});
