import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { REWARD_WRITE_TIMEOUT_MS, refreshAfterWrite } from '../write-outcome';
import { loadDescriptionFields } from '../cms/description-fields';
import { descriptionText, type DescriptionFieldMap, remapDescription } from '../cms/remap-description';
import type { CampaignsContract, RawOffer } from './campaigns.contract';
import type { ActivateOfferParams, CheckPromocodeParams, Offer, TakePromotionsParams } from './campaigns.types';
import { mainGet, mainPost } from '../contract/main-call';

/** getOffers pages are read until `total`: the lists and the detail pages need every offer. */
const MAX_OFFER_PAGES = 10;

const OFFER_KEYS = ['title', 'text', 'image', 'terms'] as const;

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
      description: {
        title: descriptionText(d.title),
        text: descriptionText(d.text),
        image: descriptionText(d.image),
        terms: descriptionText(d.terms),
      },
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
export const campaignsApi = apiNamespace({ tagTypes: ['CampaignOffers', 'Bonuses', 'BettingBonuses', 'FreeSpins'], sessionTags: ['CampaignOffers'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    campaignsGetOffers: build.query<Offer[], OffersArgs>({
      async queryFn({ locale }, api, _extra, fetchWithBq) {
        const fieldsRequest = loadDescriptionFields(api.dispatch, locale, 'offer');
        const items: RawOffer[] = [];
        for (let page = 0; page < MAX_OFFER_PAGES; page += 1) {
          const result = await fetchWithBq(mainGet('campaigns.getOffers', { fields: ['description', 'promotions'], ...(items.length > 0 ? { offset: items.length } : {}) }));
          if (result.error) return { error: result.error };
          const answer = result.data as CampaignsContract['getOffers'];
          const batch = answer.items ?? [];
          items.push(...batch);
          if (batch.length === 0 || items.length >= (answer.total ?? 0)) break;
        }
        return { data: toOffers(items, await fieldsRequest, locale) };
      },
      providesTags: ['CampaignOffers'],
    }),
    campaignsTakePromotions: build.mutation<CampaignsContract['takePromotions'], TakePromotionsParams>({
      query: (params) => mainPost('campaigns.takePromotions', params, { timeoutMs: REWARD_WRITE_TIMEOUT_MS }),
      invalidatesTags: ['CampaignOffers'],
    }),
    campaignsCheckPromocode: build.mutation<CampaignsContract['checkPromocode'], CheckPromocodeParams>({
      query: (params) => mainPost('campaigns.checkPromocode', params),
    }),
    /** Activates a promo code; the answer is the offer it opened, remapped like the list's. */
    campaignsActivateOffer: build.mutation<Offer, ActivateOfferParams & OffersArgs>({
      async queryFn({ promo_code, locale }, api, _extra, fetchWithBq) {
        const [fields, result] = await Promise.all([
          loadDescriptionFields(api.dispatch, locale, 'offer'),
          fetchWithBq(mainPost('campaigns.activateOffer', { promo_code, fields: ['description', 'promotions'] }, { timeoutMs: REWARD_WRITE_TIMEOUT_MS })),
        ]);
        if (result.error) return { error: result.error };
        return { data: toOffers([result.data as CampaignsContract['activateOffer']], fields, locale)[0] };
      },
      // A promo code grants bonuses (and free spins) and changes which offers apply.
      invalidatesTags: refreshAfterWrite(() => ['CampaignOffers', 'Bonuses', 'BettingBonuses', 'FreeSpins']),
    }),
  }),
});

export const {
  useCampaignsGetOffersQuery,
  useCampaignsTakePromotionsMutation,
  useCampaignsCheckPromocodeMutation,
  useCampaignsActivateOfferMutation,
} = campaignsApi;
