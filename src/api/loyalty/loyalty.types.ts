/**
 * Loyalty programme shapes (SPEC §3 "Loyalty info" and "Loyalty notification"; decision record 022).
 * Texts (names, descriptions, perks) come in the request's language.
 */

/** A picture of the programme: an absolute or site path, or an inline `data:image/` picture; null for none. */
export type LoyaltyImage = string | null;

/** One level of the programme; a player reaches it once their earned points reach `min_points`. */
export interface LoyaltyLevel {
  id: number;
  sysname: string;
  name: string;
  /** Earned points (all time, purchases do not lower them) the level needs. */
  min_points: number;
  /** Points earned per unit of the account currency wagered in real money at this level. */
  rate: number;
  /** Short lines about what the level gives. */
  perks: string[];
  image: LoyaltyImage;
  /** The player's current level (false for everyone when nobody is signed in). */
  is_current: boolean;
  /** Reached already (the current level included). */
  is_achieved: boolean;
}

/** A character the player picks to stand for them in the programme. */
export interface LoyaltyCharacter {
  id: number;
  name: string;
  description: string;
  image: LoyaltyImage;
}

/** loyalty.getInfo: the signed-in player's standing (SPEC §3 Loyalty info plus what the pages show). */
export interface LoyaltyInfo {
  id: number;
  uid: number;
  is_active: boolean;
  /** Points to spend in the shop. */
  points: number;
  /** Points earned all time; they decide the level. */
  earned_points: number;
  /** What the site calls its points ("points", "coins"), in the request's language. */
  pointsAlias: string;
  character: LoyaltyCharacter | null;
  levels: LoyaltyLevel[];
}

/** loyalty.getCharacters (SPEC §3 "Characters list: items, offset, limit, total"). */
export interface LoyaltyCharactersPage {
  items: LoyaltyCharacter[];
  offset: number;
  limit: number;
  total: number;
}

/** What a shop product gives: real money, bonus money or free spins. */
export type LoyaltyProductType = 'money' | 'bonus' | 'freespins';

/** A product of the points shop. */
export interface LoyaltyProduct {
  id: number;
  type: LoyaltyProductType;
  title: string;
  description: string;
  /** Price in points. */
  price: number;
  /** What it gives: an amount in the account currency, or a number of spins. */
  value: number;
  image: LoyaltyImage;
  /** The level (sysname) a player needs to buy it; null for everyone. */
  min_level: string | null;
}

/** A programme of /loyalty/{sysname}: how points are earned in one part of the site. */
export interface LoyaltyProgram {
  id: number;
  sysname: string;
  title: string;
  /** One sentence for the cards. */
  summary: string;
  /** Untrusted CMS HTML: shown only through SafeHtml. */
  description: string;
  image: LoyaltyImage;
  /** Points per unit of the account currency wagered. */
  rate: number;
}

/** SPEC §3 Loyalty notification: type credit shows as a success toast, other as an error toast. */
export interface LoyaltyNotification {
  id: number;
  trigger: string;
  type: 'credit' | 'other';
  title: string;
  message: string;
  amount: number | null;
  amountType: 'points' | 'money' | 'bonus' | 'freespins' | null;
  image: LoyaltyImage;
}

/** Error data of a refused purchase: the player lacks points, or the level. */
export const INSUFFICIENT_POINTS = 'INSUFFICIENT_POINTS';
export const LEVEL_TOO_LOW = 'LEVEL_TOO_LOW';
