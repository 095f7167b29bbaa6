import type { Offer } from '@/api/campaigns/campaigns.types';

/**
 * /promotions: every campaign of the site, for visitors too. /offers: the ones the signed-in player
 * can take now (trigger.user_satisfies_params); a visitor is asked to sign in.
 */
export type PromotionsKind = 'promotions' | 'offers';

export const DETAIL_ROUTE = { promotions: 'promotion', offers: 'offer' } as const;

export function visibleOffers(kind: PromotionsKind, offers: readonly Offer[]): Offer[] {
  return kind === 'offers' ? offers.filter((offer) => offer.trigger.user_satisfies_params) : [...offers];
}
