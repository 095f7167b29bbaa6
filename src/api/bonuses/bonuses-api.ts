import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { REWARD_WRITE_TIMEOUT_MS, refreshAfterWrite } from '../write-outcome';
import { offsetPages, type OffsetPagesArgs } from '../offset-pages';
import type { ContractParams } from '../contract/contract-table';
import type { BonusesContract } from './bonuses.contract';
import type { BonusesParams } from './bonuses.types';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * Arguments of bonusesGetPages: the call's filters, the page size (`count`) and the language the
 * names come in (a cache key only).
 */
export type BonusesPagesArgs = OffsetPagesArgs<BonusesParams> & { locale: string };

/** What the bonus writes send: the bonus, as `bonus_id` (SPEC §7; the same for betting bonuses). */
export type BonusIdArgs = Required<ContractParams<'bonuses', 'activate', number>>;

/** SPEC §7 bonuses.get: the description and status of each bonus are asked for by name. */
export const BONUS_FIELDS = ['description', 'status'] as const;

/**
 * The bonuses namespace (SPEC §7); the player's bonuses are per-player data (session tag). A write
 * changes the bonus balance the header reads (account.getInfo), hence Account and Balance.
 */
export const bonusesApi = apiNamespace({ tagTypes: ['Bonuses', 'Account', 'Balance'], sessionTags: ['Bonuses'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** The player's bonuses page after page (offset as the page parameter). */
    bonusesGetPages: build.infiniteQuery<BonusesContract['get'], BonusesPagesArgs, number>({
      infiniteQueryOptions: offsetPages,
      // The base query sends the page language itself; `locale` only keeps each language's names apart.
      query: ({ queryArg: { locale: _locale, ...params }, pageParam }) => mainGet('bonuses.get', { ...params, fields: BONUS_FIELDS, offset: pageParam }),
      providesTags: ['Bonuses'],
    }),
    bonusesActivate: build.mutation<BonusesContract['activate'], BonusIdArgs>({
      query: (params) => mainPost('bonuses.activate', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['Bonuses', 'Account', 'Balance'], () => ['Bonuses']),
    }),
    bonusesDeactivate: build.mutation<BonusesContract['deactivate'], BonusIdArgs>({
      query: (params) => mainPost('bonuses.deactivate', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['Bonuses', 'Account', 'Balance'], () => ['Bonuses']),
    }),
    bonusesRemove: build.mutation<BonusesContract['remove'], BonusIdArgs>({
      query: (params) => mainPost('bonuses.remove', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: refreshAfterWrite(() => ['Bonuses', 'Account', 'Balance'], () => ['Bonuses']),
    }),
  }),
});

export const { useBonusesGetPagesInfiniteQuery, useBonusesActivateMutation, useBonusesDeactivateMutation, useBonusesRemoveMutation } = bonusesApi;
