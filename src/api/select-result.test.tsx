import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectData, selectDataLoadingOrError, selectDataOrError } from './select-result';

/** A query whose answer is the same on every call, as the start's refetch of a carried answer is. */
function setup() {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { data: { title: 'Same answer' } };
    },
    endpoints: (build) => ({ getPage: build.query<{ title: string }, void>({ query: () => '' }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, store };
}

type Api = ReturnType<typeof setup>['api'];

function renderCounting(store: ReturnType<typeof setup>['store'], useTitle: () => string | undefined) {
  const renders = { count: 0 };
  function Title() {
    renders.count += 1;
    return <h1>{useTitle() ?? 'loading'}</h1>;
  }
  render(
    <Provider store={store}>
      <Title />
    </Provider>,
  );
  return renders;
}

async function refetchSameAnswer(api: Api, store: ReturnType<typeof setup>['store']) {
  await act(async () => {
    await store.dispatch(api.endpoints.getPage.initiate(undefined, { subscribe: false, forceRefetch: true }));
  });
}

describe('selectFromResult helpers', () => {
  it('a component that reads only the answer does not re-render when a refetch brings the same answer', async () => {
    const { api, store } = setup();
    const renders = renderCounting(store, () => api.useGetPageQuery(undefined, { selectFromResult: selectData }).data?.title);
    expect(await screen.findByRole('heading', { name: 'Same answer' })).toBeInTheDocument();
    const before = renders.count;

    await refetchSameAnswer(api, store);

    expect(renders.count).toBe(before);
  });

  it('without one, the same refetch re-renders the component (what the helpers are for)', async () => {
    const { api, store } = setup();
    const renders = renderCounting(store, () => api.useGetPageQuery().data?.title);
    expect(await screen.findByRole('heading', { name: 'Same answer' })).toBeInTheDocument();
    const before = renders.count;

    await refetchSameAnswer(api, store);

    await waitFor(() => expect(renders.count).toBeGreaterThan(before));
  });

  it('picks exactly the fields each helper names', () => {
    const result = { data: 1, isLoading: false, isError: true, isFetching: true, requestId: 'a' };
    expect(selectData(result)).toEqual({ data: 1 });
    expect(selectDataOrError(result)).toEqual({ data: 1, isError: true });
    expect(selectDataLoadingOrError(result)).toEqual({ data: 1, isLoading: false, isError: true });
  });
});
