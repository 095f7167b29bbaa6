import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { BonusesContract } from './bonuses.contract';
import type { BonusesParams } from './bonuses.types';

/** Arguments of bonusesGet: the call's parameters plus the language the names come in (a cache key only). */
export interface BonusesArgs extends BonusesParams {
  locale: string;
}

/** The bonuses namespace (SPEC §7); the player's bonuses are per-player data (session tag). */
export const bonusesApi = apiNamespace({ tagTypes: ['Bonuses'], sessionTags: ['Bonuses'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    bonusesGet: build.query<BonusesContract['get'], BonusesArgs>({
      // The base query sends the page language itself; `locale` only keeps each language's names apart.
      query: ({ locale: _locale, ...params }) => ({ ns: 'bonuses', method: 'get', params: { ...params } }),
      providesTags: ['Bonuses'],
    }),
  }),
});

export const { useBonusesGetQuery } = bonusesApi;
