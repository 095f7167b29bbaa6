import { PromotionPage } from '../promotion-page';

export { offerLoader as loader } from './offer-loader';

/** Route module of /promotions/{id}. */
export function Component() {
  return <PromotionPage kind="promotions" />;
}
