import { campaignsApi } from '@/api/campaigns/campaigns-api';
import { entityLoader, positiveId } from '@/lib/router/entity-loader';
import { PromotionPage } from '../promotion-page';

/** A malformed id, or one no campaign has, is a 404; the offers are prefetched. */
export const loader = entityLoader({
  param: 'id',
  parse: positiveId,
  prefetch: ({ locale, dispatch }) => dispatch(campaignsApi.endpoints.campaignsGetOffers.initiate({ locale })),
  missing: (answer, id) => answer.isSuccess && !answer.data.some((offer) => offer.id === id),
});

/** Route module of /promotions/{id}. */
export function Component() {
  return <PromotionPage kind="promotions" />;
}
