import { PromotionPage } from '../promotion-page';

export { offerLoader as loader } from './offer-loader';

/** Route module of /offers/{id}. */
export function Component() {
  return <PromotionPage kind="offers" />;
}
