import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { REWARD_WRITE_TIMEOUT_MS, refreshAfterWrite } from '../write-outcome';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionText, type DescriptionFieldMap, remapDescription } from '../cms/remap-description';
import type { RawTournament, TournamentsContract } from './tournaments.contract';
import type { Tournament } from './tournaments.types';
import { mainGet, mainPost } from '../contract/main-call';

const TOURNAMENT_KEYS = ['title', 'text', 'short'] as const;

/** The largest list tournaments.get is asked for: every tournament the site shows at once. */
export const TOURNAMENTS_COUNT = 50;

/** The tournaments of an answer with their descriptions remapped by the configured field names. */
export function toTournaments(items: RawTournament[], fields: DescriptionFieldMap, locale: string): Tournament[] {
  return items.map((item) => {
    const d = remapDescription(item.description, TOURNAMENT_KEYS, fields, locale);
    return {
      ...item,
      prizes: item.prizes ?? [],
      winners: item.winners ?? [],
      user_info: item.user_info ?? null,
      description: { title: descriptionText(d.title), text: descriptionText(d.text), short: descriptionText(d.short) },
    };
  });
}

interface TournamentsArgs {
  /** The page language: descriptions are per language. */
  locale: string;
}

/**
 * The tournaments namespace (SPEC §7). Each tournament carries the asking player's participation
 * (`user_info`), so the lists are per-player data: signing in or out refetches them.
 */
export const tournamentsApi = apiNamespace({ tagTypes: ['Tournaments', 'Leaderboard'], sessionTags: ['Tournaments'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    /** Every tournament (status=all): the page splits them into active, future and finished. */
    tournamentsGet: build.query<Tournament[], TournamentsArgs>({
      async queryFn({ locale }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'tournament'),
          fetchWithBq(mainGet('tournaments.get', { status: 'all', count: TOURNAMENTS_COUNT, fields: 'description' })),
        ]);
        if (result.error) return { error: result.error };
        return { data: toTournaments((result.data as TournamentsContract['get']).items ?? [], fields, locale) };
      },
      providesTags: [{ type: 'Tournaments', id: 'LIST' }],
    }),
    /** One tournament by id; null when the server does not know it. */
    tournamentsGetOne: build.query<Tournament | null, TournamentsArgs & { id: number }>({
      async queryFn({ locale, id }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'tournament'),
          fetchWithBq(mainGet('tournaments.get', { ids: [id], status: 'all', fields: 'description' })),
        ]);
        if (result.error) return { error: result.error };
        const items = toTournaments((result.data as TournamentsContract['get']).items ?? [], fields, locale);
        return { data: items.find((item) => item.id === id) ?? null };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Tournaments', id }],
    }),
    /** Joins a tournament (1 means success); the tournament and its leaderboard are read again. */
    tournamentsParticipate: build.mutation<TournamentsContract['participate'], number>({
      query: (id) => mainPost('tournaments.participate', { tournament_id: id }, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      // Also after no clear answer: the join may have happened, and the page then shows it.
      invalidatesTags: refreshAfterWrite((id: number) => [{ type: 'Tournaments', id: 'LIST' }, { type: 'Tournaments', id }, { type: 'Leaderboard', id }]),
    }),
  }),
});

export const { useTournamentsGetQuery, useTournamentsGetOneQuery, useTournamentsParticipateMutation } = tournamentsApi;
