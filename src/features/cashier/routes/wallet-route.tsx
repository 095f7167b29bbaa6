import { WalletPage } from '../wallet/wallet-page';

/** /cashier/wallet (a signed-in player: the route is protected). */
export function Component() {
  return <WalletPage />;
}
