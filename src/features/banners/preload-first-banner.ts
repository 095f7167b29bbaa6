import { bannersApi } from '@/api/banners/banners-api';
import { preloadImage } from '@/lib/preload/preload-image';
import type { AppDispatch } from '@/store/hooks';

/**
 * Asks for the home banners and, once they are in, for the first banner's picture, with a
 * `<link rel="preload" as="image" fetchpriority="high">`. Called by the home
 * route's middleware, before the prerendered page hydrates: the picture is the page's largest paint,
 * and it downloads while React hydrates instead of after the carousel has rendered. The request's
 * own subscription ends once it is answered (the carousel subscribes itself).
 */
export function preloadFirstBanner(dispatch: AppDispatch, locale: string): void {
  const request = dispatch(bannersApi.endpoints.bannersGet.initiate({ locale }));
  void request
    .then((result) => {
      const image = result.data?.[0]?.description.image;
      if (image) preloadImage(image);
    })
    .finally(() => request.unsubscribe());
}
