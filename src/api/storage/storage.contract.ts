import type { Done } from '../wire';

/** storage.* of SPEC §7: keys never set are left out of `get`. */
export interface StorageContract {
  get: Record<string, string>;
  getKeys: string[];
  set: Done;
}
