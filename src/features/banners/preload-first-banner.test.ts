// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { bannersApi } from '@/api/banners/banners-api';
import { errorBody } from '@/api/errors';
import { makeStore } from '@/store/store';
import { preloadFirstBanner } from './preload-first-banner';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadFirstBanner', () => {
  it("preloads the first banner's picture once, with high priority", async () => {
    const store = makeStore();
    preloadFirstBanner(store.dispatch, 'en');
    preloadFirstBanner(store.dispatch, 'en');
    await vi.waitFor(() => expect(preloads()).toHaveLength(1), { timeout: 5000 });
    // Answered from the cache the preload filled.
    const { data: banners } = await store.dispatch(bannersApi.endpoints.bannersGet.initiate({ locale: 'en' }, { subscribe: false }));
    expect(banners?.length).toBeGreaterThan(1);
    const [link] = preloads();
    expect(link.getAttribute('href')).toBe(banners?.[0].description.image);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing when the banners cannot be loaded', async () => {
    server.use(http.get('*/api/banners/get', () => HttpResponse.json(errorBody('InvalidRequest', 'no banners'), { status: 400 })));
    const store = makeStore();
    preloadFirstBanner(store.dispatch, 'en');
    const result = await store.dispatch(bannersApi.endpoints.bannersGet.initiate({ locale: 'en' }, { subscribe: false }));
    expect(result.isError).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
  });
});
