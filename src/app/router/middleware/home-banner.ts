import type { MiddlewareFunction } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { storeContext } from '@/lib/router/router-context';

/**
 * The home page's largest paint is its first banner's picture (decision record 037). This starts
 * the banners and, once they are in, the picture, while the page's modules load and before the
 * prerendered page hydrates; the navigation waits for neither. The preload code is a chunk of its
 * own (the banners feature stays out of the entry), and nothing of it runs at build time: the
 * prerenderer runs no middleware.
 */
export function homeBannerPreload(locale: Locale): MiddlewareFunction {
  return ({ context }) => {
    const { dispatch } = context.get(storeContext);
    void import('@/features/banners/preload-first-banner')
      .then(({ preloadFirstBanner }) => preloadFirstBanner(dispatch, locale))
      .catch(() => undefined);
  };
}
