import { baseApi } from '../base-api';
import type { Params } from '../request-url';
import type {
  Category,
  Game,
  GameLaunch,
  GameLaunchArgs,
  GamesListArgs,
  GamesPage,
  Provider,
} from './games.types';

/** The provider types of games.getProviders (SPEC §7 spells slots as `slot` here). */
const PROVIDER_TYPES = ['casino', 'slot', 'live', 'fast'];

interface ItemsPayload<T> {
  items?: T[];
  total?: number;
}

/** games.get params: `category` rides in `options` (see GamesListArgs); everything else as named. */
export function gamesListParams(args: GamesListArgs): Params {
  const { category, options, ...rest } = args;
  const merged = category ? { ...options, category } : options;
  return { ...rest, options: merged && Object.keys(merged).length > 0 ? merged : undefined };
}

function toPage(payload: ItemsPayload<Game> | Game[] | null | undefined): GamesPage {
  if (Array.isArray(payload)) return { items: payload, total: payload.length };
  const items = payload?.items ?? [];
  return { items, total: payload?.total ?? items.length };
}

function toList<T>(payload: ItemsPayload<T> | T[] | null | undefined): T[] {
  return Array.isArray(payload) ? payload : (payload?.items ?? []);
}

export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<GamesPage, GamesListArgs>({
      query: (args) => ({ ns: 'games', method: 'get', params: gamesListParams(args) }),
      transformResponse: toPage,
      providesTags: ['Games'],
    }),
    /** One game by sysname; `null` when the catalogue has no such game (the game page answers 404). */
    getGame: build.query<Game | null, string>({
      query: (sysname) => ({ ns: 'games', method: 'get', params: { sysname, count: 1 } }),
      transformResponse: (payload: ItemsPayload<Game> | Game[]) => toPage(payload).items[0] ?? null,
      providesTags: ['Games'],
    }),
    /** `locale` only keys the cache: names come back in the request's locale. */
    getCategories: build.query<Category[], string | void>({
      query: () => ({ ns: 'games', method: 'getCategories' }),
      transformResponse: (payload: ItemsPayload<Category> | Category[]) =>
        [...toList(payload)].sort((a, b) => a.order - b.order),
      providesTags: ['Games'],
    }),
    getProviders: build.query<Provider[], void>({
      query: () => ({
        ns: 'games',
        method: 'getProviders',
        params: { fields: ['game_params'], types: PROVIDER_TYPES },
      }),
      transformResponse: (payload: ItemsPayload<Provider> | Provider[]) => toList(payload),
      providesTags: ['Games'],
    }),
    /** Favourite sysnames of the signed-in player; callers skip it for anonymous visitors. */
    getLikes: build.query<string[], void>({
      query: () => ({ ns: 'games', method: 'getLikes' }),
      transformResponse: (payload: { sysnames?: string[] } | null) => payload?.sysnames ?? [],
      providesTags: ['Likes'],
    }),
    addLike: build.mutation<unknown, { sysname: string }>({
      query: (params) => ({ ns: 'games', method: 'addLike', params, post: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
    removeLike: build.mutation<unknown, { sysname: string }>({
      query: (params) => ({ ns: 'games', method: 'removeLike', params, post: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
    /**
     * The launch address: games.get for one sysname with fields=url and options {"mode": "demo"|"real"};
     * the answer's items[0].url is the provider page. Real mode needs a session (Authorization otherwise).
     * Never cached across visits: each launch opens a fresh provider session.
     */
    getGameLaunch: build.query<GameLaunch, GameLaunchArgs>({
      query: ({ sysname, mode }) => ({
        ns: 'games',
        method: 'get',
        params: { sysname, count: 1, fields: ['url'], options: { mode } },
      }),
      transformResponse: (payload: ItemsPayload<Game & { url?: string }> | undefined, _meta, { mode }) => {
        const game = toList<Game & { url?: string }>(payload)[0] as (Game & { url?: string }) | undefined;
        if (!game?.url) throw new Error('Launch answer without url');
        const { url, ...rest } = game;
        return { game: rest, url, mode };
      },
      keepUnusedDataFor: 0,
      providesTags: ['GameLaunch'],
    }),
  }),
});

export const {
  useGetGamesQuery,
  useLazyGetGamesQuery,
  useGetGameQuery,
  useGetCategoriesQuery,
  useGetProvidersQuery,
  useGetLikesQuery,
  useAddLikeMutation,
  useRemoveLikeMutation,
  useGetGameLaunchQuery,
} = gamesApi;
