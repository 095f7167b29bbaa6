import type { Done } from '../wire';

/** events.* of SPEC §7 (tournaments and events): what a handled event answers. */
export interface EventsContract {
  /** GET {event, tournament_id or offer_id}: the server took note of the player's event. */
  handle: Done;
}
