import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { refreshAfterWrite } from '../write-outcome';
import type { LoyaltyContract } from './loyalty.contract';

/** The language names come in: a cache key only (the base query sends the page language itself). */
export type LoyaltyLocaleArgs = { locale: string };

/** Money moves and points leave: a purchase gets more time than a read before it counts as failed. */
export const LOYALTY_BUY_TIMEOUT_MS = 30_000;

/**
 * The loyalty namespace (SPEC §7). The player's standing is per-player data (session tag); the
 * shop and the programmes are public. A purchase changes the points and the balances (Account,
 * Balance); a character change changes the standing.
 */
export const loyaltyApi = apiNamespace({
  tagTypes: ['LoyaltyInfo', 'LoyaltyPrograms', 'LoyaltyProducts', 'LoyaltyCharacters', 'Account', 'Balance'],
  sessionTags: ['LoyaltyInfo'],
}).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    loyaltyGetInfo: build.query<LoyaltyContract['getInfo'], LoyaltyLocaleArgs>({
      query: () => ({ ns: 'loyalty', method: 'getInfo' }),
      providesTags: ['LoyaltyInfo'],
    }),
    loyaltyGetCharacters: build.query<LoyaltyContract['getCharacters'], LoyaltyLocaleArgs>({
      query: () => ({ ns: 'loyalty', method: 'getCharacters', params: { offset: 0, limit: 50 } }),
      providesTags: ['LoyaltyCharacters'],
    }),
    loyaltySetCharacter: build.mutation<LoyaltyContract['setCharacter'], { id: number }>({
      query: (params) => ({ ns: 'loyalty', method: 'setCharacter', params, post: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['LoyaltyInfo']),
    }),
    loyaltyGetProducts: build.query<LoyaltyContract['getProducts'], LoyaltyLocaleArgs>({
      query: () => ({ ns: 'loyalty', method: 'getProducts' }),
      providesTags: ['LoyaltyProducts'],
    }),
    loyaltyBuyProduct: build.mutation<LoyaltyContract['buyProduct'], { id: number }>({
      query: (params) => ({ ns: 'loyalty', method: 'buyProduct', params, post: true, timeoutMs: LOYALTY_BUY_TIMEOUT_MS }),
      // A refused purchase may still mean the points changed elsewhere: refresh the standing either
      // way; the balances too when the purchase went through or may have (no clear answer).
      invalidatesTags: refreshAfterWrite(() => ['LoyaltyInfo', 'Account', 'Balance'], () => ['LoyaltyInfo']),
    }),
    loyaltyGetPrograms: build.query<LoyaltyContract['getPrograms'], LoyaltyLocaleArgs>({
      query: () => ({ ns: 'loyalty', method: 'getPrograms' }),
      providesTags: ['LoyaltyPrograms'],
    }),
    loyaltyGetProgram: build.query<LoyaltyContract['getProgram'], LoyaltyLocaleArgs & { sysname: string }>({
      query: ({ sysname }) => ({ ns: 'loyalty', method: 'getProgram', params: { sysname } }),
      providesTags: ['LoyaltyPrograms'],
    }),
    /** Read by the notification watcher with forceRefetch; nothing keeps it (each notice is handed out once). */
    loyaltyGetNotifications: build.query<LoyaltyContract['getNotifications'], void>({
      query: () => ({ ns: 'loyalty', method: 'getNotifications' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoyaltyGetInfoQuery,
  useLoyaltyGetCharactersQuery,
  useLoyaltySetCharacterMutation,
  useLoyaltyGetProductsQuery,
  useLoyaltyBuyProductMutation,
  useLoyaltyGetProgramsQuery,
  useLoyaltyGetProgramQuery,
} = loyaltyApi;
