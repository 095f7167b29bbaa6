import { PromotionsPage } from '../promotions-page';

/** Route module of /promotions (prerendered). */
export function Component() {
  return <PromotionsPage kind="promotions" />;
}
