import { useCampaignsGetOffersQuery } from '@/api/campaigns/campaigns-api';
import { useCmsGetPageQuery } from '@/api/cms/cms-api';
import { useGamesGetOneQuery } from '@/api/games/games-api';
import type { SeoRoute } from './seo-route';

/**
 * The name of the page's entity, for the `##name##` placeholder: the game of a game page, the
 * promotion or offer of its page, the content page's title. The queries are the pages' own
 * (same arguments), so they come from the cache and add no request. null until known.
 */
export function useEntityName(route: SeoRoute): string | null {
  const sysname = route.params.sysname ?? '';
  const game = useGamesGetOneQuery(sysname, { skip: route.name !== 'game' || !sysname });
  const isOffer = route.name === 'promotion' || route.name === 'offer';
  const offers = useCampaignsGetOffersQuery({ locale: route.locale }, { skip: !isOffer });
  const slug = route.params.slug ?? '';
  const page = useCmsGetPageQuery({ slug, locale: route.locale }, { skip: route.name !== 'contentPage' || !slug });

  if (route.name === 'game') return game.data?.name ?? null;
  if (isOffer) {
    const id = Number(route.params.id);
    return offers.data?.find((offer) => offer.id === id)?.description.title ?? null;
  }
  if (route.name === 'contentPage') return page.data?.title ?? null;
  return null;
}
