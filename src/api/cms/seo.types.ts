/**
 * Page SEO records of the content service (SPEC §3 "SEO records"), after Strapi flattening: media
 * are their url, relation wrappers are gone. Every field may be missing or null in a record.
 */
export interface SeoMetaEntry {
  charset?: string | null;
  name?: string | null;
  httpEquiv?: string | null;
  content?: string | null;
}

export interface SeoOpenGraph {
  title?: string | null;
  description?: string | null;
  type?: string | null;
  url?: string | null;
  image?: string | null;
}

export interface SeoFaqEntry {
  question: string;
  answer: string;
}

export interface SeoArticle {
  headline?: string | null;
  description?: string | null;
  image?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
}

export interface SeoContactPoint {
  telephone?: string | null;
  contactType?: string | null;
  areaServed?: string | null;
  availableLanguage?: string | null;
}

export interface SeoOrganization {
  name?: string | null;
  url?: string | null;
  logo?: string | null;
  contactPoint?: SeoContactPoint | null;
  sameAs?: string[] | null;
}

export interface SeoProduct {
  name?: string | null;
  image?: string | null;
  description?: string | null;
  sku?: string | null;
  brandName?: string | null;
}

export interface SeoReplacement {
  placeholder: string;
  text: string;
}

export interface SeoRecord {
  id?: number;
  url: string;
  title?: string | null;
  description?: string | null;
  robots?: string | null;
  canonical?: string | null;
  /** HTML text block shown under the page; only through the shared sanitizer. */
  text?: string | null;
  openGraph?: SeoOpenGraph | null;
  meta?: SeoMetaEntry[] | null;
  schemaFaq?: SeoFaqEntry[] | null;
  schemaArticle?: SeoArticle | null;
  organization?: SeoOrganization | null;
  product?: SeoProduct | null;
  replacements?: SeoReplacement[] | null;
  locale?: string;
}

/** Domain SEO settings: meta tags every page of the host carries. */
export interface DomainSeoSettings {
  host?: string;
  meta: SeoMetaEntry[];
}

export interface SeoRecordArgs {
  /** The current path without locale prefix ('/promotions/3'). */
  path: string;
  /** The route's SEO url pattern ('/promotions/##name##'), asked when the path has no record. */
  pattern?: string;
  locale: string;
}

/** An icon of the sprite page: its name and the address of its svg file. */
export interface SvgIcon {
  id: number;
  name: string;
  file: string | null;
}
