import { LoyaltyPage } from '../loyalty-page';

/** Route module of /loyalty (prerendered; decision record 016). */
export function Component() {
  return <LoyaltyPage />;
}
