import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { SportsbookContract } from './sportsbook.contract';
import { mainGet } from '../contract/main-call';

/**
 * The sportsbook namespace. The token is never cached: the host asks for a
 * fresh one just before it starts the widget and when the vendor says it expired. A bet hint
 * invalidates the balances the header reads (Account, Balance) and the bet history.
 */
export const sportsbookApi = apiNamespace({ tagTypes: ['SportsBets', 'Account', 'Balance'], sessionTags: ['SportsBets'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    sportsbookGetToken: build.query<SportsbookContract['getToken'], void>({
      query: () => mainGet('sportsbook.getToken'),
      keepUnusedDataFor: 0,
    }),
    sportsbookGetBets: build.query<SportsbookContract['getBets'], { offset: number; count: number }>({
      query: (params) => mainGet('sportsbook.getBets', params),
      providesTags: ['SportsBets'],
    }),
  }),
});

export const { useSportsbookGetBetsQuery } = sportsbookApi;

/** What a bet hint invalidates: the header's balances and the bet history. */
export const BET_HINT_TAGS = ['Account', 'Balance', 'SportsBets'] as const;
