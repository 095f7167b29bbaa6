import type { ItemsPage } from '../wire';
import type { Offer, OfferTrigger, OfferTriggerParams } from './campaigns.types';

/**
 * An offer as the server sends it: the description is remapped by the client (decision record 010),
 * and the description and promotions come only when `fields` asks for them.
 */
export type RawOffer = Omit<Offer, 'description' | 'promotions' | 'trigger'> & {
  /** A trigger without conditions may leave out its parameters. */
  trigger: Omit<OfferTrigger, 'params'> & { params?: Partial<OfferTriggerParams> | null };
  description?: unknown;
  promotions?: Offer['promotions'];
};

/** campaigns.* of SPEC §7. activateOffer, checkPromocode and takePromotions come with the promotions issue. */
export interface CampaignsContract {
  /** The offers of the site; visitors get them too. */
  getOffers: ItemsPage<RawOffer>;
}
