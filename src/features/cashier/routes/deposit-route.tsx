import { DepositPage } from '../deposit/deposit-page';

/** /cashier/deposit and /cashier/deposit/:sysname (a signed-in player: the route is protected). */
export function Component() {
  return <DepositPage />;
}
