import { baseApi } from '../base-api';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionText, remapDescription } from '../cms/remap-description';
import type { Jackpot, Page, Winner, WinnersArgs } from './jackpots.types';

const JACKPOT_KEYS = ['title', 'text', 'image', 'tier'] as const;

type RawJackpot = Omit<Jackpot, 'description'> & { description?: unknown };

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

export const jackpotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJackpots: build.query<Jackpot[], JackpotsArgs>({
      async queryFn({ locale }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'jackpot'),
          fetchWithBq({ ns: 'jackpots', method: 'get', params: { fields: 'description' } }),
        ]);
        if (result.error) return { error: result.error };
        return { data: toJackpots((result.data as { items?: RawJackpot[] }).items ?? [], fields, locale) };
      },
      providesTags: [{ type: 'Jackpots', id: 'LIST' }],
    }),
    /** One jackpot by id; null when the server does not know it. */
    getJackpot: build.query<Jackpot | null, JackpotsArgs & { id: number }>({
      async queryFn({ locale, id }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'jackpot'),
          fetchWithBq({ ns: 'jackpots', method: 'get', params: { id, fields: 'description' } }),
        ]);
        if (result.error) return { error: result.error };
        const items = toJackpots((result.data as { items?: RawJackpot[] }).items ?? [], fields, locale);
        return { data: items.find((item) => item.id === id) ?? null };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Jackpots', id }],
    }),
    /** Winners, newest first, one page per "show more" (offset as the page parameter). */
    getWinners: build.infiniteQuery<Page<Winner>, WinnersArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.items.length;
          return lastPage.items.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        ns: 'jackpots',
        method: 'getWinners',
        params: { offset: pageParam, count: queryArg.count, jackpot_id: queryArg.jackpot_id },
      }),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useGetJackpotsQuery, useGetJackpotQuery, useGetWinnersInfiniteQuery } = jackpotsApi;
