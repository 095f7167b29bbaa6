import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { GamesContract } from './games.contract';
import type {
  Category,
  Game,
  GameLaunch,
  GameLaunchArgs,
  GamesListArgs,
  GamesPage,
  Provider,
} from './games.types';
import { type CallParams, mainGet, mainPost } from '../contract/main-call';

/** The provider types of games.getProviders (SPEC §7 spells slots as `slot` here). */
const PROVIDER_TYPES = ['casino', 'slot', 'live', 'fast'];

/** games.get params: `category` rides in `options` (see GamesListArgs); everything else as named. */
export function gamesListParams(args: GamesListArgs): CallParams<'games.get'> {
  const { category, options, ...rest } = args;
  const merged = category ? { ...options, category } : options;
  return { ...rest, options: merged && Object.keys(merged).length > 0 ? merged : undefined };
}

function toPage(payload: GamesContract['get'] | null | undefined): GamesPage {
  const items = payload?.items ?? [];
  return { items, total: payload?.total ?? items.length };
}

function toList<T>(payload: { items?: T[] } | null | undefined): T[] {
  return payload?.items ?? [];
}

/** games.get filters of a paged list; `count` is the page size, the offset is the page parameter. */
export type GamesPagesArgs = Omit<GamesListArgs, 'offset' | 'count'> & { count: number };

/** The offset after `lastPage`, or undefined when it was the last one (or came back empty). */
export function nextGamesOffset(lastPage: GamesPage, lastOffset: number): number | undefined {
  const next = lastOffset + lastPage.items.length;
  return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
}

export const gamesApi = apiNamespace({ tagTypes: ['Games', 'Likes', 'GameLaunch'], sessionTags: ['Likes', 'GameLaunch'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    gamesGet: build.query<GamesPage, GamesListArgs>({
      query: (args) => mainGet('games.get', gamesListParams(args)),
      transformResponse: toPage,
      providesTags: ['Games'],
    }),
    /**
     * A filtered list, page after page (offset as the page parameter): the hall's grid asks for the
     * next page as the player scrolls. One cache entry per filter holds every page loaded so far, so
     * invalidating `Games` refetches them all.
     */
    gamesGetPages: build.infiniteQuery<GamesPage, GamesPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => nextGamesOffset(lastPage, lastOffset),
      },
      query: ({ queryArg, pageParam }) => mainGet('games.get', gamesListParams({ ...queryArg, offset: pageParam })),
      transformResponse: toPage,
      providesTags: ['Games'],
    }),
    /** One game by sysname; `null` when the catalogue has no such game (the game page answers 404). */
    gamesGetOne: build.query<Game | null, string>({
      query: (sysname) => mainGet('games.get', { sysname, count: 1 }),
      transformResponse: (payload: GamesContract['get']) => toPage(payload).items[0] ?? null,
      providesTags: ['Games'],
    }),
    /** `locale` only keys the cache: names come back in the request's locale. */
    gamesGetCategories: build.query<Category[], string | void>({
      query: () => mainGet('games.getCategories'),
      transformResponse: (payload: GamesContract['getCategories']) =>
        [...toList(payload)].sort((a, b) => a.order - b.order),
      providesTags: ['Games'],
    }),
    gamesGetProviders: build.query<Provider[], void>({
      query: () => mainGet('games.getProviders', { fields: ['game_params'], types: PROVIDER_TYPES }),
      transformResponse: (payload: GamesContract['getProviders']) => toList(payload),
      providesTags: ['Games'],
    }),
    /** Favourite sysnames of the signed-in player; callers skip it for anonymous visitors. */
    gamesGetLikes: build.query<string[], void>({
      query: () => mainGet('games.getLikes'),
      transformResponse: (payload: GamesContract['getLikes'] | null) => payload?.sysnames ?? [],
      providesTags: ['Likes'],
    }),
    gamesAddLike: build.mutation<GamesContract['addLike'], { sysname: string }>({
      query: (params) => mainPost('games.addLike', params),
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
    gamesRemoveLike: build.mutation<GamesContract['removeLike'], { sysname: string }>({
      query: (params) => mainPost('games.removeLike', params),
      invalidatesTags: (_result, error) => (error ? [] : ['Likes']),
    }),
    /**
     * The launch address: games.get for one sysname with fields=url and options {"mode": "demo"|"real"};
     * the answer's items[0].url is the provider page. Real mode needs a session (Authorization otherwise).
     * Never cached across visits: each launch opens a fresh provider session.
     */
    gamesGetLaunch: build.query<GameLaunch, GameLaunchArgs>({
      query: ({ sysname, mode }) => mainGet('games.get', { sysname, count: 1, fields: ['url'], options: { mode } }),
      transformResponse: (payload: GamesContract['get'] | undefined, _meta, { mode }) => {
        const game = toList(payload)[0] as GamesContract['get']['items'][number] | undefined;
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
  useGamesGetQuery,
  useGamesGetPagesInfiniteQuery,
  useGamesGetOneQuery,
  useGamesGetCategoriesQuery,
  useGamesGetProvidersQuery,
  useGamesGetLikesQuery,
  useGamesAddLikeMutation,
  useGamesRemoveLikeMutation,
  useGamesGetLaunchQuery,
} = gamesApi;
