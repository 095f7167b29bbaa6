import type { Done, ItemsPage } from '../wire';
import type { LoyaltyCharactersPage, LoyaltyInfo, LoyaltyNotification, LoyaltyProduct, LoyaltyProgram } from './loyalty.types';

/** loyalty.* of SPEC §7: method -> the `data` it answers with. */
export interface LoyaltyContract {
  /** The signed-in player's points, level, levels and character. */
  getInfo: LoyaltyInfo;
  /** Characters to choose from (offset, limit). */
  getCharacters: LoyaltyCharactersPage;
  /** POST {id}: the player's character becomes this one. */
  setCharacter: Done;
  /** The points shop (public). */
  getProducts: ItemsPage<LoyaltyProduct>;
  /** POST {id}: buys a product with points; InvalidParameter {points: [INSUFFICIENT_POINTS]} when short. */
  buyProduct: Done;
  /** The programmes of the loyalty page (public). */
  getPrograms: ItemsPage<LoyaltyProgram>;
  /** One programme by {sysname}; InvalidParameter {sysname: [NOT_FOUND]} for an unknown one. */
  getProgram: LoyaltyProgram;
  /** Notifications waiting for the signed-in player; each is handed out once. */
  getNotifications: ItemsPage<LoyaltyNotification>;
}
