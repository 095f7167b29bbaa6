import { useSeoTitle, useShellDescriptionRemoved } from './title-keeper';

/** What every page carries without a record: from seo.json, the canonical rule and robots.txt. */
export interface HeadDefaults {
  title: string;
  description: string;
  canonical: string | null;
  /** `noindex, follow` when robots.txt disallows the path. */
  robots: string | null;
}

/** The head of a page without an SEO record (or before the record arrives, or when it failed). */
export function DefaultHead({ defaults }: { defaults: HeadDefaults }) {
  useSeoTitle(null, defaults.title);
  useShellDescriptionRemoved();
  return (
    <>
      <meta name="description" content={defaults.description} />
      {defaults.canonical ? <link rel="canonical" href={defaults.canonical} /> : null}
      {defaults.robots ? <meta name="robots" content={defaults.robots} /> : null}
    </>
  );
}
