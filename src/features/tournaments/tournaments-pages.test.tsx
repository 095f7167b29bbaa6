import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { countCalls } from '../../../mocks/core/count-calls';
import { handledEvents } from '../../../mocks/tournaments/event-tables';
import { server } from '../../../mocks/node';
import { forceError, signInAs } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const section = (name: string) => screen.findByRole('list', { name }, SLOW);

describe('/tournaments', () => {
  it('shows active, upcoming and finished tournaments with prize pool, dates and a countdown', async () => {
    await renderApp('/en/tournaments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' }, SLOW)).toBeInTheDocument();
    const active = await section('Active');
    expect(within(active).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(await section('Upcoming')).getAllByRole('article')).toHaveLength(2);
    expect(within(await section('Finished')).getAllByRole('article')).toHaveLength(1);

    const sprint = within(active).getByRole('article', { name: 'Neon Spin Sprint' });
    expect(within(sprint).getByText('€10,300')).toBeInTheDocument();
    expect(within(sprint).getByText('Ends in')).toBeInTheDocument();
    expect(within(sprint).getByRole('timer')).toHaveTextContent(/^[45]d \d\d:\d\d:\d\d$/);
    expect(within(sprint).getByRole('link', { name: 'Details of Neon Spin Sprint' })).toHaveAttribute('href', '/en/tournaments/101');
    const cosmic = within(await section('Upcoming')).getByRole('article', { name: 'Cosmic Drops' });
    expect(within(cosmic).getByText('Starts in')).toBeInTheDocument();
    expect(within(cosmic).getByRole('timer')).toHaveTextContent(/^2d \d\d:\d\d:\d\d$/);
  });

  it('shows the signed-in player’s participation on each card', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/tournaments');
    const race = await screen.findByRole('article', { name: 'Reels Race' }, SLOW);
    expect(await within(race).findByText(/^You take part: place \d+, 5,250 points$/, {}, SLOW)).toBeInTheDocument();
    expect(within(race).getByText(/You are in/)).toBeInTheDocument();
    const sprint = screen.getByRole('article', { name: 'Neon Spin Sprint' });
    expect(within(sprint).getByText('You have not joined yet')).toBeInTheDocument();
    expect(within(sprint).getByRole('button', { name: 'Participate in Neon Spin Sprint' })).toBeInTheDocument();
  });
});

describe('/tournaments/{id}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows prizes, conditions, the description, the reset-on-cashout notice and a virtualised leaderboard of 1,000 players', async () => {
    // jsdom lays nothing out: give every box a height so the leaderboard's scroll box has a viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    await renderApp('/en/tournaments/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Spin Sprint' }, SLOW)).toBeInTheDocument();
    const prizes = screen.getByRole('table', { name: 'Prizes by place' });
    expect(within(prizes).getAllByRole('row')[1]).toHaveTextContent('Place 1€5,000');
    expect(screen.getByText('Minimum bet').nextSibling).toHaveTextContent('€0.20');
    expect(await screen.findByText('Orbit Forge', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/Cashing out resets your points/);
    expect(screen.getByText('Minimum bet €0.20', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tournament games \(\d+\)$/ })).toHaveAttribute('href', '/en/tournaments/101/gamehall');

    const board = await screen.findByRole('table', { name: 'Leaderboard' }, SLOW);
    expect(board).toHaveAttribute('aria-rowcount', '1001');
    const rows = within(board).getAllByRole('row');
    // The header, then only the rows in view (about ten plus overscan), not 1,000.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows[1]).toHaveTextContent(/^1\w+\d[\d,]+€5,000$/);
    expect(within(board).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Place', 'Player', 'Points', 'Prize']);
  });

  it('a visitor who wants to participate is asked to sign in', async () => {
    const user = userEvent.setup();
    await renderApp('/en/tournaments/101');
    await user.click(await screen.findByRole('button', { name: 'Participate in Neon Spin Sprint' }, SLOW));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
  });

  it('participating changes the button and pins the player in the leaderboard', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    await renderApp('/en/tournaments/201');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cosmic Drops' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No one has joined yet. Be the first!', {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Participate in Cosmic Drops' }, SLOW));

    expect(await screen.findByText(/You are in/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participate in Cosmic Drops' })).toBeNull();
    const board = await screen.findByRole('table', { name: 'Leaderboard' }, SLOW);
    const mine = within(board).getByRole('rowgroup', { name: 'Your place' });
    expect(within(mine).getByRole('row')).toHaveTextContent(/^1LuckyDemoYou0€5,000$/);
    expect(screen.getByText('You take part: place 1, 0 points')).toBeInTheDocument();
  });

  it('a refused join says why (the server’s reason), not a general failure', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    forceError('tournaments.participate', 'UserNeedDeposit', { times: 1 });
    await renderApp('/en/tournaments/201');
    await user.click(await screen.findByRole('button', { name: 'Participate in Cosmic Drops' }, SLOW));
    expect(await screen.findByText('Make a deposit first, then join the tournament.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Participate in Cosmic Drops' })).toBeEnabled();
  });

  it('two fast presses of Participate send one join', async () => {
    signInAs('demo@example.com');
    const calls = countCalls('tournaments.participate');
    await renderApp('/en/tournaments/201');
    const join = await screen.findByRole('button', { name: 'Participate in Cosmic Drops' }, SLOW);
    await waitFor(() => expect(join).toBeEnabled(), SLOW);
    // Both presses land before the page renders the first one's busy state.
    act(() => {
      join.click();
      join.click();
    });
    expect(await screen.findByText(/You are in/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('This tournament no longer exists.')).toBeNull();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on joining says to check the tournament page, not "try again", and reads it again', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    forceError('tournaments.participate', 'InternalServerError', { times: 1 });
    await renderApp('/en/tournaments/201');
    const reads = countCalls('tournaments.get');
    await user.click(await screen.findByRole('button', { name: 'Participate in Cosmic Drops' }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('this tournament page');
    expect(alert).not.toHaveTextContent('Try again');
    await waitFor(() => expect(reads.count).toBeGreaterThan(0), SLOW);
    reads.stop();
  });

  it('a join answered with anything but 1 is not a success: the player is sent to the tournament page (SPEC §7)', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    server.use(http.post('*/api/tournaments/participate', () => HttpResponse.json({ data: 0 })));
    await renderApp('/en/tournaments/201');
    await user.click(await screen.findByRole('button', { name: 'Participate in Cosmic Drops' }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not confirm that you joined');
    expect(alert).toHaveTextContent('this tournament page');
    expect(screen.queryByText('You have joined Cosmic Drops')).toBeNull();
  });

  it('a finished tournament shows its winners and no Participate', async () => {
    await renderApp('/en/tournaments/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn Marathon' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Winners' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Participate/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it.each(['/en/tournaments/999', '/en/tournaments/abc', '/en/tournaments/999/gamehall'])('%s is not found, through the router', async (url) => {
    await renderApp(url);
    expect(await screen.findByText(`Page Not Found: ${url}`, {}, SLOW)).toBeInTheDocument();
  });
});

describe('/tournaments/{id} reports the visit (events.handle, decision record 052)', () => {
  /** The call's own parameters, without the envelope every main-API call carries. */
  const ownParams = (url: URL) => Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'v' && name !== 'locale'));

  it('a signed-in player’s visit sends one tournament_view with the tournament’s id, once the tournament is shown', async () => {
    signInAs('demo@example.com');
    const events = countCalls('events.handle');
    await renderApp('/en/tournaments/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Spin Sprint' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(events.count).toBe(1), SLOW);
    // The page goes on loading (the leaderboard): still one report for the visit.
    await screen.findByRole('table', { name: 'Leaderboard' }, SLOW);
    expect(events.urls.map(ownParams)).toEqual([{ event: 'tournament_view', tournament_id: '101' }]);
    expect(handledEvents()).toMatchObject([{ event: 'tournament_view', tournament_id: 101, offer_id: null, count: 1 }]);
    events.stop();
  });

  it('a visitor’s visit sends none', async () => {
    const events = countCalls('events.handle');
    await renderApp('/en/tournaments/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Spin Sprint' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Leaderboard' }, SLOW);
    expect(events.count).toBe(0);
    events.stop();
  });

  it('a failed report shows nothing: the page stays as it is', async () => {
    signInAs('demo@example.com');
    forceError('events.handle', 'InternalServerError');
    const events = countCalls('events.handle');
    await renderApp('/en/tournaments/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Spin Sprint' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(events.count).toBeGreaterThan(0), SLOW);
    await screen.findByRole('table', { name: 'Leaderboard' }, SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Neon Spin Sprint' })).toBeInTheDocument();
    events.stop();
  });
});

describe('/tournaments/{id}/gamehall', () => {
  it('lists the tournament’s games 12 at a time with Show more', async () => {
    const user = userEvent.setup();
    await renderApp('/en/tournaments/102/gamehall');
    const list = await screen.findByRole('list', { name: 'Games of Reels Race' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('12 of 20')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /^Lucky Orbit Fruits/ })).toHaveAttribute('href', '/en/game/lucky-orbit-fruits');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
