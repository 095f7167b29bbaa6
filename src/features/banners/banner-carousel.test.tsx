import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { bannersApi } from '@/api/banners/banners-api';
import type { Banner } from '@/api/banners/banners.types';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { carriedDataArrived, type CarriedApiState, markCarried } from '@/start/runtime/carried-data';
import { type AppStore, makeStore } from '@/store/store';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, title: string): Banner => ({
  id,
  finished_at: null,
  description: { position: id, title, text: null, image: `/art/banner-${id}.svg`, link: '/en/promotions', button: 'Play' },
});

/** The carried data block of a page the build rendered with two banners. */
const carried: CarriedApiState = {
  queries: {
    'bannersGet({"locale":"en"})': {
      status: 'fulfilled',
      endpointName: 'bannersGet',
      requestId: 'build-1',
      originalArgs: { locale: 'en' },
      data: [banner(1, 'Weekend reload'), banner(2, 'Live tables')],
      startedTimeStamp: 1,
      fulfilledTimeStamp: 2,
    },
  },
  provided: { tags: {}, keys: {} },
};

const carousel = (store: AppStore) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={['/en/']}>
      <BannerCarousel />
    </MemoryRouter>
  </Provider>
);

/** Roots hydrated by a test, unmounted after it (a mounted app keeps its timers and subscriptions). */
const roots: Root[] = [];

/** Renders the markup as the build does, then hydrates it with `client` as the browser does. */
function hydrate(markupStore: AppStore, client: AppStore) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(carousel(markupStore));
  document.body.append(container);
  const recoverable = vi.fn();
  act(() => {
    roots.push(hydrateRoot(container, carousel(client), { onRecoverableError: recoverable }));
  });
  return { container, recoverable };
}

describe('BannerCarousel on a prerendered page', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('home');
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    markCarried(null);
    document.body.replaceChildren();
  });

  it('hydrates the banners the page carries, with the first picture first, and no mismatch', () => {
    markCarried(carried);
    const build = makeStore();
    build.dispatch(carriedDataArrived(carried));
    const client = makeStore();
    client.dispatch(carriedDataArrived(carried));
    const { container, recoverable } = hydrate(build, client);
    expect(recoverable).not.toHaveBeenCalled();
    const pictures = container.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(['/art/banner-1.svg', '/art/banner-2.svg']);
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('Weekend reload')).toBeInTheDocument();
    // The link of a carried banner is there from the first render (paths resolve without the window's origin).
    expect(screen.getByRole('link', { name: /Play/ })).toHaveAttribute('href', '/en/promotions');
  });

  it('hydrates the skeleton when the banners came in early by other means, then shows them', async () => {
    // The build rendered without data; the route's middleware had the answer before hydration.
    const client = makeStore();
    void client.dispatch(bannersApi.util.upsertQueryData('bannersGet', { locale: 'en' }, [banner(1, 'Weekend reload')]));
    const { container, recoverable } = hydrate(makeStore(), client);
    expect(recoverable).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('/art/banner-1.svg'));
  });
});
