import { tournamentsApi } from '@/api/tournaments/tournaments-api';
import { entityLoader, positiveId } from '@/lib/router/entity-loader';

/** Route module of /tournaments/{id}/gamehall: the tournament page's 404 and prefetch, the hall's component. */
export { TournamentGamehallPage as Component } from '../tournament-gamehall-page';

export const loader = entityLoader({
  param: 'id',
  parse: positiveId,
  prefetch: ({ id, locale, dispatch }) => dispatch(tournamentsApi.endpoints.tournamentsGetOne.initiate({ locale, id })),
});
