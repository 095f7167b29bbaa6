import { PromotionsPage } from '../promotions-page';

/** Route module of /offers (prerendered; decision record 016). */
export function Component() {
  return <PromotionsPage kind="offers" />;
}
