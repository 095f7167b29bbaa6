/** What makes an offer apply (SPEC §3 Offer trigger.action); the deposit form shows the `deposit` ones. */
export type OfferAction = 'deposit' | 'registration' | (string & {});

/** The conditions of an offer's trigger. */
export interface OfferTriggerParams {
  /** Payment method sysnames the offer does not apply to (SPEC §4 deposit offers). */
  exclude_methods: string[];
  /** The smallest deposit it applies to, in the player's currency; null: any. */
  min_amount?: number | null;
}

export interface OfferTrigger {
  action: OfferAction;
  params: OfferTriggerParams;
  /** Whether the signed-in player meets the conditions; always false for a visitor (the server cannot know). */
  user_satisfies_params: boolean;
}

/** An offer's description after remapping by the configured field names (SPEC §3, decision record 010). */
export interface OfferDescription {
  title: string | null;
  text: string | null;
  image: string | null;
}

/** What taking an offer gives (campaigns.takePromotions {offer_id} of SPEC §7). */
export type OfferPromotionType = 'casino_bonus' | 'betting_bonus' | 'freespins' | 'cashback';

export interface OfferPromotion {
  id: number;
  type: OfferPromotionType;
}

/** SPEC §3 Offer: id, trigger, description, promotions. */
export interface Offer {
  id: number;
  trigger: OfferTrigger;
  description: OfferDescription;
  promotions: OfferPromotion[];
}

/** Optional blocks campaigns.getOffers adds when `fields` names them. */
export type OfferField = 'description' | 'promotions';

export const OFFER_FIELDS: readonly OfferField[] = ['description', 'promotions'];

/** campaigns.getOffers parameters (SPEC §7: offset, fields). */
export interface OffersParams {
  offset?: number;
  fields?: OfferField[];
}
