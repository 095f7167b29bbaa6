import type { ItemsPage } from '../wire';

/** A banner as the server sends it: its description is remapped by the client (SPEC §3). */
export interface RawBanner {
  id: number;
  finished_at?: string | null;
  description?: unknown;
}

/** banners.* of SPEC §7. */
export interface BannersContract {
  get: ItemsPage<RawBanner>;
}
