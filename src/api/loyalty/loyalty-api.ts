import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { refreshAfterWrite } from '../write-outcome';
import type { LoyaltyContract } from './loyalty.contract';
import { mainGet, mainPost } from '../contract/main-call';

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
      query: () => mainGet('loyalty.getInfo'),
      providesTags: ['LoyaltyInfo'],
    }),
    loyaltyGetCharacters: build.query<LoyaltyContract['getCharacters'], LoyaltyLocaleArgs>({
      query: () => mainGet('loyalty.getCharacters', { offset: 0, limit: 50 }),
      providesTags: ['LoyaltyCharacters'],
    }),
    loyaltySetCharacter: build.mutation<LoyaltyContract['setCharacter'], { id: number }>({
      query: (params) => mainPost('loyalty.setCharacter', params),
      invalidatesTags: (_result, error) => (error ? [] : ['LoyaltyInfo']),
    }),
    loyaltyGetProducts: build.query<LoyaltyContract['getProducts'], LoyaltyLocaleArgs>({
      query: () => mainGet('loyalty.getProducts'),
      providesTags: ['LoyaltyProducts'],
    }),
    loyaltyBuyProduct: build.mutation<LoyaltyContract['buyProduct'], { id: number }>({
      query: (params) => mainPost('loyalty.buyProduct', params, { timeoutMs: LOYALTY_BUY_TIMEOUT_MS }),
      // A refused purchase may still mean the points changed elsewhere: refresh the standing either
      // way; the balances too when the purchase went through or may have (no clear answer).
      invalidatesTags: refreshAfterWrite(() => ['LoyaltyInfo', 'Account', 'Balance'], () => ['LoyaltyInfo']),
    }),
    loyaltyGetPrograms: build.query<LoyaltyContract['getPrograms'], LoyaltyLocaleArgs>({
      query: () => mainGet('loyalty.getPrograms'),
      providesTags: ['LoyaltyPrograms'],
    }),
    loyaltyGetProgram: build.query<LoyaltyContract['getProgram'], LoyaltyLocaleArgs & { sysname: string }>({
      query: ({ sysname }) => mainGet('loyalty.getProgram', { sysname }),
      providesTags: ['LoyaltyPrograms'],
    }),
    /** Read by the notification watcher with forceRefetch; nothing keeps it (each notice is handed out once). */
    loyaltyGetNotifications: build.query<LoyaltyContract['getNotifications'], void>({
      query: () => mainGet('loyalty.getNotifications'),
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
