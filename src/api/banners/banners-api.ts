import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionNumber, descriptionText, remapDescription } from '../cms/remap-description';
import type { BannersContract, RawBanner } from './banners.contract';
import type { Banner, BannersArgs } from './banners.types';
import { mainGet } from '../contract/main-call';

/** SPEC §9: banners count 10. */
export const BANNERS_COUNT = 10;

const BANNER_KEYS = ['position', 'title', 'text', 'image', 'link', 'button'] as const;

/** Remapped, without finished banners, ordered by position. */
export function toBanners(items: RawBanner[], fields: Record<string, string>, locale: string, now = Date.now()): Banner[] {
  return items
    .filter((item) => !item.finished_at || !(Date.parse(item.finished_at) <= now))
    .map((item): Banner => {
      const d = remapDescription(item.description, BANNER_KEYS, fields, locale);
      return {
        id: item.id,
        finished_at: item.finished_at ?? null,
        description: {
          position: descriptionNumber(d.position),
          title: descriptionText(d.title),
          text: descriptionText(d.text),
          image: descriptionText(d.image),
          link: descriptionText(d.link),
          button: descriptionText(d.button),
        },
      };
    })
    .sort((a, b) => a.description.position - b.description.position);
}

export const bannersApi = apiNamespace({ tagTypes: ['Banners'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    bannersGet: build.query<Banner[], BannersArgs>({
      async queryFn({ locale, offset = 0, count = BANNERS_COUNT }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'banner'),
          fetchWithBq(mainGet('banners.get', { offset, count, fields: 'description' })),
        ]);
        if (result.error) return { error: result.error };
        const items = (result.data as BannersContract['get'] | undefined)?.items ?? [];
        return { data: toBanners(items, fields, locale) };
      },
      providesTags: ['Banners'],
    }),
  }),
});

export const { useBannersGetQuery } = bannersApi;
