import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue } from '../../../../mocks/games/fixtures/catalogue';
import { clearForcedErrors, forceError, signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';
import { gridMetrics } from '../grid/grid-layout';

// jsdom has no layout: give the grid a width so it lays out 4 columns (a 1024 px "laptop").
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => vi.restoreAllMocks());

const search = (router: Awaited<ReturnType<typeof renderApp>>['router']) => new URLSearchParams(router.state.location.search);

// The machine running the tests may be busy: give network-backed renders time.
const SLOW = { timeout: 8000 };

/** The grid once its virtual rows have replaced the first screen (it has its height then). */
async function grid() {
  const table = await screen.findByRole('grid', { name: 'Games' }, { timeout: 15_000 });
  await waitFor(() => expect(table.style.height).not.toBe(''), SLOW);
  return table;
}

describe('the game hall', { timeout: 40_000 }, () => {
  it('shows the catalogue in a grid with a count, Play and Demo links', async () => {
    await renderApp('/en/gamehall');
    const table = await grid();
    expect(screen.getByRole('heading', { level: 1, name: 'Game hall' })).toBeInTheDocument();
    expect(await screen.findByText('2000 games')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
    expect(within(rows[0]).getAllByRole('gridcell')).toHaveLength(4);
    expect(table).toHaveAttribute('aria-rowcount', '500');
    // The description overrides the name (SPEC §3).
    expect(screen.getByRole('link', { name: 'Play: Pharaoh Megaways: Sun Edition' })).toBeInTheDocument();
    // Visitors are sent to registration through #real; demo only where the game has one.
    expect(screen.getByRole('link', { name: 'Play: Lucky Orbit Fruits' })).toHaveAttribute('href', '/en/game/lucky-orbit-fruits#real');
    expect(screen.getByRole('link', { name: 'Demo: Lucky Orbit Fruits' })).toHaveAttribute('href', '/en/game/lucky-orbit-fruits#demo');
    expect(screen.queryByRole('link', { name: 'Demo: Ironclad Vault' })).not.toBeInTheDocument();
  });

  it('filters by type through the address, and Back restores the previous view', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/gamehall');
    await grid();
    await screen.findByRole('link', { name: 'Play: Lucky Orbit Fruits' });

    await user.click(screen.getByRole('button', { name: 'Live casino' }));
    expect(search(router).get('types')).toBe('live');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Play: Lucky Orbit Fruits' })).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByRole('link', { name: 'Play: Crimson Roulette Live' }, SLOW)).toBeInTheDocument();
    const live = catalogue().games.filter((game) => game.type === 'live').length;
    expect(await screen.findByText(`${live} games`, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');

    await act(() => router.navigate(-1));
    expect(search(router).has('types')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Play: Lucky Orbit Fruits' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by a category from its link, keeping the scroll position, and marks it current', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/gamehall');
    await grid();
    const categories = await screen.findByRole('navigation', { name: 'Categories' }, SLOW);
    const [all, first] = within(categories).getAllByRole('link');
    expect(all).toHaveAttribute('aria-current', 'true');
    const id = new URLSearchParams(first.getAttribute('href')?.split('?')[1]).get('category');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    await user.click(first);
    await waitFor(() => expect(search(router).get('category')).toBe(id), SLOW);
    expect(router.state.preventScrollReset).toBe(true);
    await waitFor(() => expect(within(categories).getAllByRole('link')[1]).toHaveAttribute('aria-current', 'true'), SLOW);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('opens a shared address with its filters applied', async () => {
    await renderApp('/en/gamehall?types=live&providers=red-lantern-live');
    await grid();
    expect(await screen.findByRole('link', { name: 'Play: Crimson Roulette Live' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Selected providers' })).toHaveTextContent('Red Lantern Live');
    expect(screen.getByRole('button', { name: 'Providers 1 selected' })).toBeInTheDocument();
  });

  it('picks providers from the searchable list', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/gamehall');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Providers' }));
    const panel = screen.getByRole('group', { name: 'Providers' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Search providers' }), 'forge');
    const options = within(panel).getAllByRole('checkbox');
    expect(options).toHaveLength(1);
    await user.click(within(panel).getByRole('checkbox', { name: /Orbit Forge/ }));
    expect(search(router).get('providers')).toBe('orbit-forge');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Play: Ironclad Vault' })).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByRole('link', { name: 'Play: Lucky Orbit Fruits' }, SLOW)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Providers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Providers 1 selected' })).toHaveFocus();
  });

  it('debounces the text query into the address and offers to clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/en/gamehall?types=slots');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'zzqx');
    expect(search(router).has('query')).toBe(false);
    await waitFor(() => expect(search(router).get('query')).toBe('zzqx'));
    expect(await screen.findByText('No games found', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Try another name or fewer filters.')).toBeInTheDocument();

    const [clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear);
    expect(search(router).toString()).toBe('');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue(''));
    expect(await screen.findByText('2000 games', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows an error with a retry when the games cannot be loaded', async () => {
    const user = userEvent.setup();
    // Every try fails (the base query retries once; the route's middleware and the grid may each ask).
    forceError('games.get', 'InternalServerError');
    await renderApp('/en/gamehall');
    expect(await screen.findByText('Games could not be loaded', undefined, { timeout: 5000 })).toBeInTheDocument();
    clearForcedErrors();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await grid()).toBeInTheDocument();
    expect(await screen.findByText('2000 games')).toBeInTheDocument();
  });

  it('loads the next page in order as the player scrolls near the last loaded row', async () => {
    await renderApp('/en/gamehall');
    const table = await grid();
    await screen.findByRole('link', { name: 'Play: Lucky Orbit Fruits' });
    // The first page: 60 games in 4 columns. The row count is that of all 2000 games.
    expect(table).toHaveAttribute('aria-rowcount', '500');
    expect(table.querySelector('[data-index="60"]')).toBeNull();

    // jsdom has no scrolling: move the window to the last rows of the first page (rows 13 and 14) by hand.
    const { rowHeight } = gridMetrics(1000, 'laptop');
    Object.defineProperty(window, 'scrollY', { value: 13 * rowHeight, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(table.querySelector('[data-index="60"] [data-control="play"]')).not.toBeNull(), SLOW);
    expect(table).toHaveAttribute('aria-rowcount', '500');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('moves focus between games with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderApp('/en/gamehall');
    await grid();
    const first = await screen.findByRole('link', { name: 'Play: Lucky Orbit Fruits' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Play: Ironclad Vault' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Index 1 + 4 columns = the sixth game.
    await waitFor(() => expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '5'));
    await user.keyboard('{Home}');
    expect(document.activeElement?.closest('[data-index]')).toHaveAttribute('data-index', '4');
  });

  it('asks visitors to sign in for the favourites tab', async () => {
    const user = userEvent.setup();
    await renderApp('/en/gamehall');
    await grid();
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists a player’s favourites and free spins', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/gamehall?tab=favourites');
    const table = await screen.findByRole('grid', { name: 'Favourite games' }, { timeout: 5000 });
    expect(await within(table).findByRole('link', { name: 'Play: Lucky Orbit Fruits' })).toHaveAttribute(
      'href',
      '/en/game/lucky-orbit-fruits',
    );
    expect(await screen.findByText('3 games')).toBeInTheDocument();
    expect(within(table).getByText('25 free spins')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Favourite:/, pressed: true })).toHaveLength(3);
  });
});
