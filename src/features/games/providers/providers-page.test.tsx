import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { catalogue } from '../../../../mocks/games/fixtures/catalogue';
import { forceError } from '../../../../mocks/scenarios';

describe('the providers page', { timeout: 40_000 }, () => {
  it('lists every provider with logo and game count, linking to the hall filtered by it', async () => {
    await renderApp('/en/providers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game providers' }, { timeout: 15_000 })).toBeInTheDocument();
    const { providers } = catalogue();
    const list = await screen.findByRole('list', { name: 'Game providers' }, { timeout: 8000 });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBe(providers.filter((provider) => provider.games_count > 0).length);
    const orbit = providers.find((provider) => provider.sysname === 'orbit-forge');
    const link = screen.getByRole('link', { name: new RegExp(`^Orbit Forge`) });
    expect(link).toHaveAttribute('href', '/en/gamehall?providers=orbit-forge');
    expect(link).toHaveTextContent(`${orbit?.games_count} games`);
    expect(link.querySelector('img')).toHaveAttribute('src', orbit?.logo_url);
  });

  it('narrows the list by name and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderApp('/en/providers');
    const search = await screen.findByRole('searchbox', { name: 'Search providers' }, { timeout: 15_000 });
    await screen.findByRole('link', { name: /^Orbit Forge/ }, { timeout: 8000 });
    await user.type(search, 'lantern');
    expect(screen.getAllByRole('link', { name: /games$/ }).map((link) => link.textContent)).toEqual([
      expect.stringContaining('Red Lantern Live') as string,
    ]);
    await user.type(search, 'zzz');
    expect(screen.getByText('No provider found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('link', { name: /^Orbit Forge/ })).toBeInTheDocument();
  });

  it('offers a retry when the providers cannot be loaded', async () => {
    const user = userEvent.setup();
    // The base query retries a failed read once: fail both tries.
    forceError('games.getProviders', 'InternalServerError', { times: 2 });
    await renderApp('/en/providers');
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Could not load. Try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Orbit Forge/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});
