/** A content page of the content service (`pages` collection, Strapi v4 shape), found by its slug. */
export interface ContentPageAttributes {
  slug: string;
  title: string;
  /** Rich text as HTML; render only through the shared sanitizer. */
  content: string;
  locale: string;
}

/** The Strapi collection answer of `GET {VITE_CMS_URL}api/pages?filters[slug][$eq]=..&locale=..`. */
export interface ContentPagesAnswer {
  data: { id: number; attributes: ContentPageAttributes }[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface ContentPage extends ContentPageAttributes {
  id: number;
}
