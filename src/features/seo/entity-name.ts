import { useCurrentPageEntityName } from '@/lib/seo/page-entity';
import type { SeoRoute } from './seo-route';

/** Routes whose SEO record may name the page's entity (`##name##`). */
const ENTITY_ROUTES = new Set(['game', 'promotion', 'offer', 'contentPage']);

/**
 * The name of the page's entity, for the `##name##` placeholder: the game of a game page, the
 * promotion or offer of its page, the content page's title. The pages say it from their own data
 * (usePageEntityName), so it adds no request. null until known.
 */
export function useEntityName(route: SeoRoute): string | null {
  const name = useCurrentPageEntityName();
  return ENTITY_ROUTES.has(route.name) ? name : null;
}
