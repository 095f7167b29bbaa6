import { WithdrawPage } from '../withdraw/withdraw-page';

/** /cashier/withdraw (a signed-in player: the route is protected). */
export function Component() {
  return <WithdrawPage />;
}
