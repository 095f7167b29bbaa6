import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import { gamesApi } from '@/api/games/games-api';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { type AppStore, makeStore } from '@/store/store';
import { GamePage } from './game-page';

const ADDRESS = '/en/game/lucky-orbit-fruits';

const page = (store: AppStore) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={[ADDRESS]}>
      <Routes>
        <Route path="/en/game/:sysname" element={<GamePage />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

/** Roots hydrated by a test, unmounted after it (a mounted app keeps its timers and subscriptions). */
const roots: Root[] = [];

/**
 * The game page shell as the build renders it (no game), with what the head wrote into it before
 * the app started, hydrated as the browser does: the route's loader has the
 * game in the store by then.
 */
async function hydrateShell(written: { title?: string; provider?: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(makeStore()));
  document.body.append(container);
  const title = container.querySelector('#game-title')!;
  const provider = container.querySelector('#game-provider')!;
  expect(title.textContent).toBe('');
  if (written.title) title.textContent = written.title;
  if (written.provider) provider.textContent = written.provider;
  const client = makeStore();
  await client.dispatch(gamesApi.endpoints.gamesGetOne.initiate('lucky-orbit-fruits'));
  const recoverable = vi.fn();
  act(() => {
    roots.push(hydrateRoot(container, page(client), { onRecoverableError: recoverable }));
  });
  return { container, recoverable, title };
}

describe('the game page shell', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces(['game', 'games']);
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.replaceChildren();
  });

  it('hydrates the name and provider the head wrote, without a mismatch and without taking them away', async () => {
    const { container, recoverable } = await hydrateShell({ title: 'Lucky Orbit Fruits', provider: 'Orbit Forge' });
    // Hydrated as the page before its game (the head's texts stay), the game from the render after.
    const titles: string[] = [];
    const watch = new MutationObserver(() => titles.push(container.querySelector('#game-title')?.textContent ?? '(none)'));
    watch.observe(container, { subtree: true, childList: true, characterData: true });
    expect(await screen.findByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
    watch.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeInTheDocument();
    expect(screen.getByText('Orbit Forge')).toBeInTheDocument();
    expect(titles.filter((text) => text !== 'Lucky Orbit Fruits')).toEqual([]);
  });

  it('hydrates the empty title when the head had not written it yet, then shows the game', async () => {
    const { recoverable } = await hydrateShell({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
