import { ShopPage } from '../shop-page';

/** Route module of /loyalty/shop. */
export function Component() {
  return <ShopPage />;
}
