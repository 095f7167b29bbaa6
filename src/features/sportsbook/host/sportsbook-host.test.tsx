import { act, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { baseApi } from '@/api/base-api';
import { initI18n } from '@/lib/i18n/i18n';
import { rootReducer } from '@/store/root-reducer';
import type { SportsbookAdapter, SportsbookCallbacks } from './sportsbook-adapter';
import { widgetPathFrom } from './sportsbook-adapter';
import { SportsbookHost } from './sportsbook-host';
import { renderInAct } from '@/testing/render-in-act';

// A feature may not import the app's store factory; this is the same store, built here.
const makeStore = () => configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });

function fakeAdapter() {
  const state: { callbacks: SportsbookCallbacks | null } = { callbacks: null };
  const adapter = {
    id: 'iframe' as const,
    load: vi.fn(() => Promise.resolve()),
    mount: vi.fn((_element: HTMLElement, _session: unknown, _path: string, callbacks: SportsbookCallbacks) => {
      state.callbacks = callbacks;
      callbacks.onReady();
    }),
    update: vi.fn<SportsbookAdapter['update']>(),
    navigate: vi.fn<SportsbookAdapter['navigate']>(),
    destroy: vi.fn<SportsbookAdapter['destroy']>(),
  } satisfies SportsbookAdapter;
  return { adapter, state };
}

function Page({ adapter }: { adapter: SportsbookAdapter }) {
  const [search, setSearch] = useSearchParams();
  return <SportsbookHost adapter={adapter} path={widgetPathFrom(search.get('bt-path'))} onPathChange={(path) => setSearch({ 'bt-path': path })} />;
}

describe('SportsbookHost', { timeout: 30_000 }, () => {
  it('mounts with the address path, mirrors widget routes, follows Back, answers requests and destroys on leave', async () => {
    await initI18n('en');
    const { adapter, state } = fakeAdapter();
    const store = makeStore();
    const router = createMemoryRouter(
      [
        { path: '/en/betting', element: <Page adapter={adapter} /> },
        { path: '/en', element: <p>home</p> },
      ],
      { initialEntries: ['/en', '/en/betting?bt-path=%2Fevent%2F101'], initialIndex: 1 },
    );
    await renderInAct(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(adapter.mount).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(adapter.mount).toHaveBeenCalledWith(expect.any(HTMLElement), { token: null, lang: 'en' }, '/event/101', expect.any(Object));
    expect(screen.getByTestId('sportsbook-widget')).toBeInTheDocument();

    // The widget moved: a new history entry; the widget is not told to go where it already is.
    act(() => state.callbacks!.onRouteChange('/my-bets'));
    await waitFor(() => expect(router.state.location.search).toBe('?bt-path=%2Fmy-bets'));
    expect(adapter.navigate).not.toHaveBeenCalled();
    // Back: the widget follows the address.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(adapter.navigate).toHaveBeenCalledWith('/event/101'));

    // A visitor asking to deposit is asked to sign in first, with this address to come back to (SPEC §2
    // redirectUrl: the auth watcher opens the popup); asked again after dismissing, the popup opens directly.
    act(() => state.callbacks!.onDepositRequest());
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe('/en/betting?bt-path=%2Fevent%2F101'));
    expect(JSON.stringify(store.getState())).not.toContain('authPopup');
    act(() => state.callbacks!.onLoginRequest());
    expect(JSON.stringify(store.getState())).toContain('authPopup');

    await act(() => router.navigate('/en'));
    expect(adapter.destroy).toHaveBeenCalled();
  });
});
