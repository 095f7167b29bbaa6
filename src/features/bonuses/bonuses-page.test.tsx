import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { countCalls } from '../../../mocks/core/count-calls';
import { walletOf } from '../../../mocks/account/accounts';
import { liveBonuses, removeBonus } from '../../../mocks/bonuses/bonus-tables';
import { server } from '../../../mocks/node';
import { forceError, signInAs } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
// The whole app renders against the mock backend; give slow shared machines room.
vi.setConfig({ testTimeout: 40_000 });

async function openBonuses(url = '/en/profile/bonuses') {
  const view = await renderApp(url);
  const casino = await screen.findByRole('list', { name: 'Casino bonuses' }, SLOW);
  return { ...view, casino, user: userEvent.setup() };
}

describe('/profile/bonuses', () => {
  it('shows casino and betting bonuses with status, amount, wagering, expiry, terms and a link to the cashback', async () => {
    signInAs('demo@example.com');
    const { casino } = await openBonuses();
    expect(screen.getByRole('heading', { level: 1, name: 'My bonuses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My cashback' })).toHaveAttribute('href', '/en/profile/cashback');
    expect(within(casino).getAllByRole('article')).toHaveLength(6);
    const reload = within(casino).getByRole('article', { name: 'Reload bonus 50%' });
    expect(within(reload).getByText('Active')).toBeInTheDocument();
    expect(within(reload).getByText('€50')).toBeInTheDocument();
    expect(within(reload).getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', '35');
    expect(within(reload).getByText('€612.50 of €1,750')).toBeInTheDocument();
    expect(within(reload).getByText(/^Expires/)).toBeInTheDocument();
    expect(within(reload).getByRole('link', { name: 'Terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(reload).getByRole('button', { name: 'Deactivate Reload bonus 50%' })).toBeInTheDocument();
    const wagered = within(casino).getByRole('article', { name: 'Welcome bonus 100%' });
    expect(within(wagered).queryByRole('button')).not.toBeInTheDocument();
    const betting = await screen.findByRole('list', { name: 'Betting bonuses' }, SLOW);
    expect(within(betting).getAllByRole('article')).toHaveLength(6);
    expect(within(betting).getByRole('button', { name: 'Activate Weekend freebet' })).toBeInTheDocument();
  });

  it('activating a bonus changes the bonus balance in the header', async () => {
    signInAs('demo@example.com');
    const { casino, user } = await openBonuses();
    const balance = await screen.findByRole('group', { name: 'Your balance' }, SLOW);
    expect(within(balance).getByText(/Bonus €50/)).toBeInTheDocument();
    await user.click(within(casino).getByRole('button', { name: 'Activate Weekend bonus 25%' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Your balance' })).getByText(/Bonus €25/)).toBeInTheDocument(), SLOW);
    const weekend = within(casino).getByRole('article', { name: 'Weekend bonus 25%' });
    await waitFor(() => expect(within(weekend).getByText('Active')).toBeInTheDocument(), SLOW);
    expect(within(within(casino).getByRole('article', { name: 'Reload bonus 50%' })).getByText('Available')).toBeInTheDocument();
  });

  it('asks to confirm before removing, and keeps the bonus when the player says no', async () => {
    const account = signInAs('demo@example.com');
    const { casino, user } = await openBonuses();
    const weekend = () => within(casino).getByRole('article', { name: 'Weekend bonus 25%' });
    await user.click(within(weekend()).getByRole('button', { name: 'Remove Weekend bonus 25%' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove it?' }, SLOW);
    expect(dialog).toHaveTextContent('Weekend bonus 25% will be removed for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(within(weekend()).getByText('Available')).toBeInTheDocument();

    await user.click(within(weekend()).getByRole('button', { name: 'Remove Weekend bonus 25%' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove it?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(weekend()).getByText('Cancelled')).toBeInTheDocument(), SLOW);
    expect(walletOf(account).bonus).toBe(5000);
  });

  it('keeps a bonus busy while its activation runs, even when another bonus finishes first', async () => {
    signInAs('demo@example.com');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds every activation until released, then lets the mock backend answer it.
    server.use(http.post('*/api/bonuses/activate', async () => void (await held)));
    const { casino, user } = await openBonuses();
    const activateWeekend = () => within(casino).getByRole('button', { name: 'Activate Weekend bonus 25%' });
    await user.click(activateWeekend());
    await waitFor(() => expect(activateWeekend()).toBeDisabled(), SLOW);
    await user.click(within(casino).getByRole('button', { name: 'Deactivate Reload bonus 50%' }));
    expect(await screen.findByText('Reload bonus 50% is deactivated', {}, SLOW)).toBeInTheDocument();
    expect(activateWeekend()).toBeDisabled();
    release();
    await waitFor(() => expect(within(within(casino).getByRole('article', { name: 'Weekend bonus 25%' })).getByText('Active')).toBeInTheDocument(), SLOW);
  });

  it('two fast presses of Activate send one activation', async () => {
    signInAs('demo@example.com');
    const calls = countCalls('bonuses.activate');
    await openBonuses();
    const casino = () => screen.getByRole('list', { name: 'Casino bonuses' });
    const button = within(casino()).getByRole('button', { name: 'Activate Weekend bonus 25%' });
    // Both presses land before the page renders the first one's busy state.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(within(within(casino()).getByRole('article', { name: 'Weekend bonus 25%' })).getByText('Active')).toBeInTheDocument(), SLOW);
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on activation says to check the bonuses list, not "try again", and reads the list again', async () => {
    signInAs('demo@example.com');
    forceError('bonuses.activate', 'InternalServerError', { times: 1 });
    const { casino, user } = await openBonuses();
    const reads = countCalls('bonuses.get');
    await user.click(within(casino).getByRole('button', { name: 'Activate Weekend bonus 25%' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not confirm that it worked');
    expect(alert).toHaveTextContent('your bonuses list');
    expect(alert).not.toHaveTextContent('Try again');
    await waitFor(() => expect(reads.count).toBeGreaterThan(0), SLOW);
    reads.stop();
  });

  it('a bonus changed elsewhere is refused in place: the toast says so and the page stays (no forbidden screen)', async () => {
    const account = signInAs('demo@example.com');
    const { casino, user } = await openBonuses();
    // Another tab removes the bonus: this page still offers to activate it.
    const weekend = liveBonuses(account, 'casino', 'en').find((bonus) => bonus.name === 'Weekend bonus 25%')!;
    expect(removeBonus(account, 'casino', weekend.id)).toBe('done');
    await user.click(within(casino).getByRole('button', { name: 'Activate Weekend bonus 25%' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('That was refused and nothing changed.');
    expect(screen.getByRole('heading', { level: 1, name: 'My bonuses' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
    // The refusal means the list is out of date: it is read again, and the stale offer goes.
    await waitFor(() => expect(within(casino).queryByRole('button', { name: 'Activate Weekend bonus 25%' })).not.toBeInTheDocument(), SLOW);
  });

  it('sends a visitor to sign in', async () => {
    const { router } = await renderApp('/en/profile/bonuses');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/en/profile/bonuses'), SLOW);
  });
});
