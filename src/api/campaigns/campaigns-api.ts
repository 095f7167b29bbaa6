import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionText, type DescriptionFieldMap, remapDescription } from '../cms/remap-description';
import type { CampaignsContract, RawOffer } from './campaigns.contract';
import type { Offer } from './campaigns.types';

const OFFER_KEYS = ['title', 'text', 'image'] as const;

/** The offers of an answer with their descriptions remapped by the configured field names. */
export function toOffers(items: RawOffer[], fields: DescriptionFieldMap, locale: string): Offer[] {
  return items.map((item) => {
    const d = remapDescription(item.description, OFFER_KEYS, fields, locale);
    return {
      ...item,
      trigger: {
        ...item.trigger,
        params: { ...item.trigger.params, exclude_methods: item.trigger.params?.exclude_methods ?? [] },
      },
      description: { title: descriptionText(d.title), text: descriptionText(d.text), image: descriptionText(d.image) },
      promotions: item.promotions ?? [],
    };
  });
}

interface OffersArgs {
  /** The page language: descriptions are per language. */
  locale: string;
}

/**
 * The campaigns namespace (SPEC §7). Offers depend on who asks (`user_satisfies_params`), so they
 * are per-player data: signing in or out refetches them.
 */
export const campaignsApi = apiNamespace({ tagTypes: ['CampaignOffers'], sessionTags: ['CampaignOffers'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    campaignsGetOffers: build.query<Offer[], OffersArgs>({
      async queryFn({ locale }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'offer'),
          fetchWithBq({ ns: 'campaigns', method: 'getOffers', params: { fields: ['description', 'promotions'] } }),
        ]);
        if (result.error) return { error: result.error };
        return { data: toOffers((result.data as CampaignsContract['getOffers']).items ?? [], fields, locale) };
      },
      providesTags: ['CampaignOffers'],
    }),
  }),
});

export const { useCampaignsGetOffersQuery } = campaignsApi;
