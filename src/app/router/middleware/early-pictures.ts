import type { MiddlewareFunction } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { carriesAnswer } from '@/start/runtime/carried-data';
import { storeContext } from '@/lib/router/router-context';
import type { AppDispatch } from '@/store/hooks';

type Preload = (dispatch: AppDispatch) => void;

/**
 * The largest paint of the home page and of the game hall is a picture only data names: the first
 * banner's, the first game tile's. These route
 * middlewares start that data and, once it is in, the picture, while the page's modules load and
 * before the prerendered page hydrates; the navigation waits for neither. The code that does it is
 * a small chunk of its own per page (a route's module, with all it imports, arrives later), and
 * nothing of it runs at build time: the prerenderer runs no middleware.
 */
function preloadMiddleware(load: () => Promise<Preload>, applies: (url: URL) => boolean = () => true): MiddlewareFunction {
  return ({ request, context }) => {
    if (!applies(new URL(request.url))) return;
    const { dispatch } = context.get(storeContext);
    void load()
      .then((preload) => preload(dispatch))
      .catch(() => undefined);
  };
}

/** Not when the page came with its banners: its markup has the picture already. */
export const homeBannerPreload = (locale: Locale): MiddlewareFunction =>
  preloadMiddleware(
    async () => {
      const { preloadFirstBanner } = await import('@/features/banners/preload-first-banner');
      return (dispatch) => preloadFirstBanner(dispatch, locale);
    },
    () => !carriesAnswer('bannersGet', { locale }),
  );

/**
 * Only the address without a query: the hall's filters live in it, and change the list. Not when the
 * page came with its first games: its markup has the picture already.
 */
export const hallTilePreload: MiddlewareFunction = preloadMiddleware(
  async () => (await import('@/features/games/hall/preload-first-tile')).preloadFirstTile,
  (url) => url.search === '' && !carriesAnswer('gamesGetPages'),
);
