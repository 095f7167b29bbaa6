import type { SeoRecord } from '@/api/cms/seo.types';
import { jsonLdDocuments, serializeJsonLd } from './json-ld';
import { fillPlaceholders } from './replacements';

const ORIGIN = 'https://casino.example';

describe('JSON-LD of an SEO record', () => {
  const record: SeoRecord = {
    url: '/game/##name##',
    replacements: [{ placeholder: '##brand##', text: 'Lucky Orbit' }],
    schemaFaq: [{ question: 'How to deposit?', answer: 'Open the cashier.' }, { question: '', answer: 'dropped' }],
    schemaArticle: { headline: 'About ##brand##', image: '/uploads/a.png', datePublished: '2024-03-11', dateModified: null },
    organization: {
      name: 'Lucky Orbit',
      url: 'https://lucky-orbit.example',
      logo: '/logo.svg',
      contactPoint: { telephone: '+1-555', contactType: 'support', areaServed: 'Worldwide', availableLanguage: 'en' },
      sameAs: ['https://t.me/x'],
    },
    product: { name: '##name##', image: null, description: '##name## — ##brand##', sku: 'game-##name##', brandName: '##brand##' },
  };
  const fill = (value: string | null | undefined) => fillPlaceholders(value, record.replacements, 'Fruits');

  it('builds FAQPage, Article, Organization and Product documents', () => {
    const docs = jsonLdDocuments(record, fill, ORIGIN);
    expect(docs.map((doc) => doc['@type'])).toEqual(['FAQPage', 'Article', 'Organization', 'Product']);
    expect(docs[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How to deposit?', acceptedAnswer: { '@type': 'Answer', text: 'Open the cashier.' } }],
    });
    expect(docs[1]).toEqual({ '@context': 'https://schema.org', '@type': 'Article', headline: 'About Lucky Orbit', image: 'https://casino.example/uploads/a.png', datePublished: '2024-03-11' });
    expect(docs[2]).toMatchObject({ logo: 'https://casino.example/logo.svg', contactPoint: { '@type': 'ContactPoint', telephone: '+1-555' }, sameAs: ['https://t.me/x'] });
    expect(docs[3]).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: 'Fruits', description: 'Fruits — Lucky Orbit', sku: 'game-Fruits', brand: { '@type': 'Brand', name: 'Lucky Orbit' } });
  });

  it('leaves out a document whose name is not known yet', () => {
    const unresolved = (value: string | null | undefined) => fillPlaceholders(value, record.replacements, null);
    expect(jsonLdDocuments(record, unresolved, ORIGIN).map((doc) => doc['@type'])).toEqual(['FAQPage', 'Article', 'Organization']);
    expect(jsonLdDocuments({ url: '/' }, fill, ORIGIN)).toEqual([]);
  });

  it('serializes so that content cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
