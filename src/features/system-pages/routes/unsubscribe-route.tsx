import { SystemPage } from '../system-page';

/**
 * /unsubscribe: the confirmation page only. The account `unsubscribe` POST (SPEC §7) is
 * not sent from here yet; whoever wires it should show this page once the call succeeds.
 */
export function Component() {
  return <SystemPage type="unsubscribe" />;
}
