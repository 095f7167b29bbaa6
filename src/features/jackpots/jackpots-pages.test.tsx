import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forceError, removeForcedError } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
// The whole app renders against the mock backend; give slow shared machines room.
vi.setConfig({ testTimeout: 40_000 });

describe('/jackpots', () => {
  it('lists every jackpot with its pool in currency and a link to its page', async () => {
    await renderApp('/en/jackpots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpots' }, SLOW)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Jackpots' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const mega = within(list).getByRole('article', { name: 'Mega Orbit' });
    expect(within(mega).getByText(/^€1,2\d\d,\d{3}\.\d\d$/)).toBeInTheDocument();
    expect(within(mega).getByRole('link', { name: 'Details of Mega Orbit' })).toHaveAttribute('href', '/en/jackpots/1');
  });

  it('shows the descriptions remapped in the page language', async () => {
    await renderApp('/es/jackpots');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mega Órbita' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Botes' })).toBeInTheDocument();
  });

  it('offers a retry when the jackpots cannot be loaded', async () => {
    forceError('jackpots.get', 'InternalServerError');
    await renderApp('/en/jackpots');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Could not load. Try again.');
    removeForcedError('jackpots.get');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Major Nova' }, SLOW)).toBeInTheDocument();
  });
});

describe('/jackpots/{id}', () => {
  it('shows the pool, the description and only this jackpot’s winners', async () => {
    await renderApp('/en/jackpots/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minor Comet' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^€9,\d{3}\.\d\d$/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recent winners of this jackpot' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Game', 'Player', 'Win', 'Date']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it.each(['/en/jackpots/999', '/en/jackpots/abc'])('%s is not found, through the router', async (url) => {
    await renderApp(url);
    expect(await screen.findByText(`Page Not Found: ${url}`, {}, SLOW)).toBeInTheDocument();
  });
});

describe('/winners', () => {
  it('shows the winners with game, player, amount and date, and loads more on request', async () => {
    await renderApp('/en/winners');
    const table = await screen.findByRole('table', { name: 'Latest wins' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(within(firstRow).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\/game\//));
    expect(within(firstRow).getByText(/^(€|\$)[\d,]+(\.\d\d)?$/)).toBeInTheDocument();
    expect(within(firstRow).getByText(/^\d\d\.\d\d\.\d{4} \d{1,2}:\d\d$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(41), SLOW);
    expect(screen.getByText('Showing 40 of 120')).toBeInTheDocument();
  });

  it('shows this week’s top players from the leaderboard', async () => {
    await renderApp('/it/winners');
    const board = await screen.findByRole('table', { name: 'I migliori giocatori della settimana' }, SLOW);
    expect(within(board).getAllByRole('row')).toHaveLength(11);
    expect(within(board).getAllByRole('row')[1]).toHaveTextContent('€2,000');
  });
});
