/**
 * What makes an offer apply (SPEC §3 Offer trigger.action); the deposit form shows the `deposit` ones.
 * `opt_in`: the player takes part with campaigns.takePromotions ("Take part" on /promotions).
 */
export type OfferAction = 'deposit' | 'registration' | 'opt_in' | (string & {});

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
  /** Opt-in offers: whether the signed-in player already takes part (campaigns.takePromotions); absent means no. */
  taken?: boolean;
}

/** An offer's description after remapping by the configured field names (SPEC §3, decision record 010). */
export interface OfferDescription {
  title: string | null;
  text: string | null;
  image: string | null;
  /** Terms and conditions (untrusted HTML like `text`); null when there are none. */
  terms?: string | null;
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

/** @internal shared with the mock backend, which reads the same contract */
export const OFFER_FIELDS: readonly OfferField[] = ['description', 'promotions'];

/** campaigns.takePromotions parameters (SPEC §7). */
export interface TakePromotionsParams {
  offer_id: number;
}

/** campaigns.checkPromocode parameters (SPEC §7). */
export interface CheckPromocodeParams {
  promo_code: string;
}

/** campaigns.activateOffer parameters (SPEC §7: promo_code, fields). */
export interface ActivateOfferParams {
  promo_code: string;
}

/**
 * Error codes of a rejected promo code (error_data.promo_code[0], SPEC §8); each has a text in
 * common:promoCodeErrors, an unknown code shows INVALID's.
 */
export const PROMO_CODE_ERRORS = ['INVALID', 'EXPIRED', 'ALREADY_USED', 'NOT_AVAILABLE', 'LIMIT_REACHED'] as const;
export type PromoCodeError = (typeof PROMO_CODE_ERRORS)[number];
