import { jackpotsApi } from '@/api/jackpots/jackpots-api';
import { entityLoader, positiveId } from '@/lib/router/entity-loader';

export { JackpotPage as Component } from '../jackpot-page';

/** Route module of /jackpots/{id}: a malformed or unknown id is a 404; the jackpot is prefetched. */
export const loader = entityLoader({
  param: 'id',
  parse: positiveId,
  prefetch: ({ id, locale, dispatch }) => dispatch(jackpotsApi.endpoints.jackpotsGetOne.initiate({ locale, id })),
});
