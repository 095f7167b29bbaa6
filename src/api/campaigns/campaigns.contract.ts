import type { ItemsPage } from '../wire';
import type { Offer, OfferTrigger, OfferTriggerParams } from './campaigns.types';

/**
 * An offer as the server sends it: the description is remapped by the client,
 * and the description and promotions come only when `fields` asks for them.
 */
export type RawOffer = Omit<Offer, 'description' | 'promotions' | 'trigger'> & {
  /** A trigger without conditions may leave out its parameters. */
  trigger: Omit<OfferTrigger, 'params'> & { params?: Partial<OfferTriggerParams> | null };
  description?: unknown;
  promotions?: Offer['promotions'];
};

/** campaigns.* of SPEC §7. */
export interface CampaignsContract {
  /** The offers of the site; visitors get them too. */
  getOffers: ItemsPage<RawOffer>;
  /** Takes part in an opt-in offer: what it granted. */
  takePromotions: { promotions: Offer['promotions'] };
  /** Whether a promo code can be activated now (InvalidParameter with error_data.promo_code otherwise): the offer it opens. */
  checkPromocode: { offer_id: number };
  /** Activates a promo code: the offer it opened, with the blocks `fields` asks for. */
  activateOffer: RawOffer;
}
