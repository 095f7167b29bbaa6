import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { PopupsContract, RawPopup } from './popups.contract';
import type { CampaignPopup, PopupsArgs } from './popups.types';
import { mainGet } from '../contract/main-call';

/** The app's popup: optional wire fields filled in, buttons without text dropped, by priority. */
export function toCampaignPopups(items: readonly RawPopup[]): CampaignPopup[] {
  return items
    .map((item) => ({
      id: item.id,
      sysname: item.sysname,
      title: item.title ?? '',
      content: item.content ?? '',
      image: item.image ?? null,
      buttons: (item.buttons ?? [])
        .filter((button) => typeof button.text === 'string' && button.text.trim() !== '')
        .map((button) => ({ text: button.text, url: button.url ?? null, type: button.type === 'secondary' ? ('secondary' as const) : ('primary' as const) })),
      priority: item.priority ?? 0,
      draft: item.status === 'draft',
    }))
    .sort((a, b) => a.priority - b.priority);
}

/**
 * The popups namespace (SPEC §7, decision record 027). Which popups a player gets depends on who
 * asks, so they are per-player data (session tag).
 */
export const popupsApi = apiNamespace({ tagTypes: ['Popups'], sessionTags: ['Popups'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    popupsGet: build.query<CampaignPopup[], PopupsArgs>({
      query: ({ sysname, preview }) => mainGet('popups.get', { ...(sysname ? { sysname } : {}), ...(preview ? { preview: 1 } : {}) }),
      transformResponse: (data: PopupsContract['get']) => toCampaignPopups(data.items ?? []),
      providesTags: ['Popups'],
    }),
  }),
});

export const { usePopupsGetQuery } = popupsApi;
