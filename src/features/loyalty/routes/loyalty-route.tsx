import { LoyaltyPage } from '../loyalty-page';

/** Route module of /loyalty (prerendered). */
export function Component() {
  return <LoyaltyPage />;
}
