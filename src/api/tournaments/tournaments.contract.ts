import type { Done, ItemsPage } from '../wire';
import type { Tournament } from './tournaments.types';

/** A tournament as the server sends it: its description is remapped by the client. */
export type RawTournament = Omit<Tournament, 'description'> & { description?: unknown };

/** tournaments.* of SPEC §7. */
export interface TournamentsContract {
  get: ItemsPage<RawTournament>;
  participate: Done;
}
