import type { ItemsPage } from '../wire';
import type { FreeSpinPack } from './freespins.types';

/** freespins.* of SPEC §7. */
export interface FreespinsContract {
  get: ItemsPage<FreeSpinPack>;
}
