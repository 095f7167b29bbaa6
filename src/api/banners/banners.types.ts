/** A banner description after remapping (SPEC §3: description.position; the rest as configured). */
export interface BannerDescription {
  position: number;
  title: string | null;
  text: string | null;
  /** Image address from the server; shown as given. */
  image: string | null;
  /** Raw link from the server: pass it through the safe-navigation helper before use. */
  link: string | null;
  button: string | null;
}

/** Banner of SPEC §3. */
export interface Banner {
  id: number;
  /** ISO time after which the banner is no longer shown; null: no end. */
  finished_at: string | null;
  description: BannerDescription;
}

export interface BannersArgs {
  /** Part of the cache key: descriptions are per language. */
  locale: string;
  offset?: number;
  /** SPEC §9: 10 by default. */
  count?: number;
}
