import { PromotionsPage } from '../promotions-page';

/** Route module of /promotions (prerendered; decision record 016). */
export function Component() {
  return <PromotionsPage kind="promotions" />;
}
