import { tournamentsApi } from '@/api/tournaments/tournaments-api';
import { entityLoader, positiveId } from '@/lib/router/entity-loader';

/** Route module of /tournaments/{id}: a malformed or unknown id is a 404; the tournament is prefetched. */
export { TournamentPage as Component } from '../tournament-page';

export const loader = entityLoader({
  param: 'id',
  parse: positiveId,
  prefetch: ({ id, locale, dispatch }) => dispatch(tournamentsApi.endpoints.tournamentsGetOne.initiate({ locale, id })),
});
