import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/base-api';
import { rootReducer } from '@/store/root-reducer';
import { initI18n } from '@/lib/i18n/i18n';
import { GameCategoryRows } from './game-category-rows';
import { renderInAct } from '@/testing/render-in-act';

// A feature may not import the app's store factory; this is the same store, built here.
const makeStore = () =>
  configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });

async function renderRows() {
  await initI18n('en');
  const router = createMemoryRouter(
    [
      { path: '/en', element: <GameCategoryRows rows={2} perRow={4} /> },
      { path: '/en/game/:sysname', element: <p>game page</p> },
    ],
    { initialEntries: ['/en'] },
  );
  await renderInAct(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('game rows of the home page', { timeout: 30_000 }, () => {
  it('shows the first categories as rows of games with an "All" link into the hall', async () => {
    const router = await renderRows();
    const popular = await screen.findByRole('region', { name: 'Popular' }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'New' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Slots' })).not.toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'All: Popular' })).toHaveAttribute('href', '/en/gamehall?category=popular');

    const list = within(popular).getByRole('list');
    await within(list).findByRole('link', { name: 'Play: Lucky Orbit Fruits' }, { timeout: 8000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    // The tiles' plain links still navigate inside the app.
    await userEvent.setup().click(within(list).getByRole('link', { name: 'Play: Lucky Orbit Fruits' }));
    expect(router.state.location.pathname).toBe('/en/game/lucky-orbit-fruits');
    expect(router.state.location.hash).toBe('#real');
  });
});
