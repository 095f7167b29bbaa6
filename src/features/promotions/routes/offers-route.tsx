import { PromotionsPage } from '../promotions-page';

/** Route module of /offers (prerendered). */
export function Component() {
  return <PromotionsPage kind="offers" />;
}
