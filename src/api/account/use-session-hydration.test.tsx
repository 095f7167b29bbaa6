import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { baseApi } from '@/api/base-api';
import { HydrationDone, holdUntilHydrated } from '@/start/runtime/hydration-done';
import { accountApi } from './account-api';
import { useSession } from './use-session';

const rendered = vi.fn();

function Probe() {
  rendered();
  return <p>{useSession().status}</p>;
}

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

describe('useSession while prerendered markup hydrates', () => {
  it('an account answer arriving during hydration re-renders nobody; the session shows once hydration is done', async () => {
    holdUntilHydrated();
    const store = makeStore();
    rendered.mockClear();
    const { rerender } = render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const before = rendered.mock.calls.length;

    let answer: unknown;
    await act(async () => {
      answer = (await store.dispatch(accountApi.endpoints.accountGetInfo.initiate())).data;
      // The store tells its subscribers in the next frame (RTK's auto-batching).
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // The answer is in the cache, but the markup was made for nobody: nothing to render yet.
    expect(answer).toBeDefined();
    expect(rendered).toHaveBeenCalledTimes(before);
    expect(screen.getByText('loading')).toBeInTheDocument();

    rerender(
      <Provider store={store}>
        <Probe />
        <HydrationDone />
      </Provider>,
    );
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });
});
