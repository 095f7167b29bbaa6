import type { SeoRecord } from '@/api/cms/seo.types';

type Json = Record<string, unknown>;
type Fill = (value: string | null | undefined) => string | null;

const CONTEXT = 'https://schema.org';

/** Drops empty values so the structured data carries only what the record gives. */
function compact(value: Json): Json {
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined || item === '') continue;
    if (Array.isArray(item) && item.length === 0) continue;
    out[key] = item;
  }
  return out;
}

/**
 * Relative media urls of the content service become absolute (search engines need them so). Without
 * an origin (a build that does not know the site's) they stay as written.
 */
export function absolute(url: string | null | undefined, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (!origin) return url;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/**
 * The JSON-LD documents of a page SEO record (SPEC §3): FAQPage, Article, Organization and
 * Product, each only when the record has one. Texts pass through `fill` (placeholders).
 */
export function jsonLdDocuments(record: SeoRecord, fill: Fill, origin: string): Json[] {
  const docs: Json[] = [];
  const faq = (record.schemaFaq ?? []).filter((entry) => entry && fill(entry.question) && fill(entry.answer));
  if (faq.length > 0) {
    docs.push({
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: faq.map((entry) => ({
        '@type': 'Question',
        name: fill(entry.question),
        acceptedAnswer: { '@type': 'Answer', text: fill(entry.answer) },
      })),
    });
  }
  const article = record.schemaArticle;
  if (article && fill(article.headline)) {
    docs.push(
      compact({
        '@context': CONTEXT,
        '@type': 'Article',
        headline: fill(article.headline),
        description: fill(article.description),
        image: absolute(article.image, origin),
        datePublished: article.datePublished,
        dateModified: article.dateModified,
      }),
    );
  }
  const org = record.organization;
  if (org && fill(org.name)) {
    const contact = org.contactPoint;
    docs.push(
      compact({
        '@context': CONTEXT,
        '@type': 'Organization',
        name: fill(org.name),
        url: org.url,
        logo: absolute(org.logo, origin),
        contactPoint: contact
          ? compact({
              '@type': 'ContactPoint',
              telephone: contact.telephone,
              contactType: contact.contactType,
              areaServed: contact.areaServed,
              availableLanguage: contact.availableLanguage,
            })
          : null,
        sameAs: Array.isArray(org.sameAs) ? org.sameAs.filter((item) => typeof item === 'string') : null,
      }),
    );
  }
  const product = record.product;
  if (product && fill(product.name)) {
    const brand = fill(product.brandName);
    docs.push(
      compact({
        '@context': CONTEXT,
        '@type': 'Product',
        name: fill(product.name),
        image: absolute(product.image, origin),
        description: fill(product.description),
        sku: fill(product.sku),
        brand: brand ? { '@type': 'Brand', name: brand } : null,
      }),
    );
  }
  return docs;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function serializeJsonLd(doc: Json): string {
  return JSON.stringify(doc).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
