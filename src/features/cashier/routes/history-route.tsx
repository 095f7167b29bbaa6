import { HistoryPage } from '../history/history-page';

/** /cashier/history (a signed-in player: the route is protected). */
export function Component() {
  return <HistoryPage />;
}
