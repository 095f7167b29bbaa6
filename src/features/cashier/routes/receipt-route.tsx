import { ReceiptPage } from '../receipt/receipt-page';

/** /cashier/receipt (a signed-in player: the route is protected). */
export function Component() {
  return <ReceiptPage />;
}
