import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionText, remapDescription } from '../cms/remap-description';
import type { JackpotsContract, RawJackpot } from './jackpots.contract';
import type { Jackpot, WinnersArgs } from './jackpots.types';
import { mainGet } from '../contract/main-call';

const JACKPOT_KEYS = ['title', 'text', 'image', 'tier'] as const;

/** The jackpots of an answer with their descriptions remapped. */
export function toJackpots(items: RawJackpot[], fields: Record<string, string>, locale: string): Jackpot[] {
  return items.map((item) => {
    const d = remapDescription(item.description, JACKPOT_KEYS, fields, locale);
    return {
      ...item,
      last_win: item.last_win ?? null,
      description: {
        title: descriptionText(d.title),
        text: descriptionText(d.text),
        image: descriptionText(d.image),
        tier: descriptionText(d.tier),
      },
    };
  });
}

interface JackpotsArgs {
  locale: string;
}

export const jackpotsApi = apiNamespace({ tagTypes: ['Jackpots', 'Winners'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    jackpotsGet: build.query<Jackpot[], JackpotsArgs>({
      async queryFn({ locale }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'jackpot'),
          fetchWithBq(mainGet('jackpots.get', { fields: 'description' })),
        ]);
        if (result.error) return { error: result.error };
        return { data: toJackpots((result.data as JackpotsContract['get']).items ?? [], fields, locale) };
      },
      providesTags: [{ type: 'Jackpots', id: 'LIST' }],
    }),
    /** One jackpot by id; null when the server does not know it. */
    jackpotsGetOne: build.query<Jackpot | null, JackpotsArgs & { id: number }>({
      async queryFn({ locale, id }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'jackpot'),
          fetchWithBq(mainGet('jackpots.get', { id, fields: 'description' })),
        ]);
        if (result.error) return { error: result.error };
        const items = toJackpots((result.data as JackpotsContract['get']).items ?? [], fields, locale);
        return { data: items.find((item) => item.id === id) ?? null };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Jackpots', id }],
    }),
    /** Winners, newest first, one page per "show more" (offset as the page parameter). */
    jackpotsGetWinners: build.infiniteQuery<JackpotsContract['getWinners'], WinnersArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => mainGet('jackpots.getWinners', { offset: pageParam, count: queryArg.count, jackpot_id: queryArg.jackpot_id }),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useJackpotsGetQuery, useJackpotsGetOneQuery, useJackpotsGetWinnersInfiniteQuery } = jackpotsApi;
