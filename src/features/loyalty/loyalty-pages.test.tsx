import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletOf } from '../../../mocks/account/accounts';
import { loyaltyOf } from '../../../mocks/loyalty/loyalty-tables';
import { countCalls } from '../../../mocks/core/count-calls';
import { forceError, signInAs } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

describe('/loyalty', () => {
  it('shows a visitor how it works and the programmes, with a way to sign up', async () => {
    await renderApp('/en/loyalty');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loyalty programme' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How it works' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join and start earning' })).toBeInTheDocument();
    const programs = await screen.findByRole('list', { name: 'Programmes' }, SLOW);
    expect(within(programs).getByRole('link', { name: 'Learn more about Live casino' })).toHaveAttribute('href', '/en/loyalty/live');
    expect(screen.queryByRole('heading', { name: 'Your points' })).not.toBeInTheDocument();
  });

  it('shows a player their points, level, progress and character', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/loyalty');
    const status = await screen.findByRole('region', { name: 'Your points' }, SLOW);
    expect(within(status).getByText('1,200 points')).toBeInTheDocument();
    expect(within(status).getByText('Fox')).toBeInTheDocument();
    expect(within(status).getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('aria-valuenow', '40');
    const levels = screen.getByRole('list', { name: 'Levels' });
    expect(within(levels).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true')).toHaveTextContent('Silver');
  });

  it('opens a programme, and an unknown one is the 404', async () => {
    await renderApp('/it/loyalty/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slot' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bronzo: 1 punto')).toBeInTheDocument();
    const { router } = await renderApp('/en/loyalty/no-such-programme');
    await waitFor(() => expect(router.state.errors).not.toBeNull(), SLOW);
  });
});

describe('/loyalty/shop', () => {
  it('buys a product after confirming and shows the success dialog and the new points', async () => {
    const account = signInAs('demo@example.com');
    const main = walletOf(account).main;
    await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    expect(await screen.findByText('You have 1,200 points', {}, SLOW)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy €5 cash' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Buy “€5 cash”?' }, SLOW);
    expect(confirm).toHaveTextContent('500 points will be taken from your loyalty account.');
    await user.click(within(confirm).getByRole('button', { name: 'Buy' }));
    const done = await screen.findByRole('dialog', { name: 'Purchase complete' }, SLOW);
    expect(done).toHaveTextContent('700 points left.');
    expect(walletOf(account).main).toBe(main + 500);
    await user.click(within(done).getByRole('button', { name: 'Great' }));
    expect(await screen.findByText('You have 700 points', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when the points are too few, without buying', async () => {
    const account = signInAs('demo@example.com');
    await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    await screen.findByText('You have 1,200 points', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Buy €250 cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough points' }, SLOW);
    expect(dialog).toHaveTextContent('“€250 cash” costs 20,000 points; you have 1,200 points.');
    expect(dialog).toHaveTextContent('18,800 points more needed.');
    expect(loyaltyOf(account).points).toBe(1200);
  });

  it('two fast presses of Buy open one confirm and send one purchase', async () => {
    const account = signInAs('demo@example.com');
    const calls = countCalls('loyalty.buyProduct');
    const { store } = await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    await screen.findByText('You have 1,200 points', {}, SLOW);
    await user.dblClick(screen.getByRole('button', { name: 'Buy €5 cash' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buy “€5 cash”?' }, SLOW);
    // A second confirm of the same kind would wait hidden under the first one.
    expect(store.getState().dialogs.stack).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Buy' }));
    const done = await screen.findByRole('dialog', { name: 'Purchase complete' }, SLOW);
    await user.click(within(done).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(calls.count).toBe(1);
    expect(loyaltyOf(account).points).toBe(700);
    calls.stop();
  });

  it('a server failure says the purchase may have gone through and where to check, not "try again"', async () => {
    signInAs('demo@example.com');
    forceError('loyalty.buyProduct', 'InternalServerError', { times: 1 });
    await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    await screen.findByText('You have 1,200 points', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Buy €5 cash' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Buy “€5 cash”?' }, SLOW)).getByRole('button', { name: 'Buy' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not confirm the purchase');
    expect(alert).toHaveTextContent('your points and your transaction history');
    expect(alert).not.toHaveTextContent('try again');
    expect(screen.getByRole('button', { name: 'Buy €5 cash' })).toBeEnabled();
  });

  it('a clear refusal keeps its own message', async () => {
    signInAs('demo@example.com');
    forceError('loyalty.buyProduct', 'InvalidParameter', { times: 1 });
    await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    await screen.findByText('You have 1,200 points', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Buy €5 cash' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Buy “€5 cash”?' }, SLOW)).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The purchase did not go through.');
  });

  it('asks a visitor to sign in', async () => {
    await renderApp('/en/loyalty/shop');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy €5 cash' }, SLOW));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
  });
});

describe('/profile/loyalty', () => {
  it('changes the character after confirming', async () => {
    const account = signInAs('demo@example.com');
    await renderApp('/en/profile/loyalty');
    const user = userEvent.setup();
    const status = await screen.findByRole('region', { name: 'Your points' }, SLOW);
    await user.click(within(status).getByRole('button', { name: 'Change character' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your character' }, SLOW);
    expect(await within(picker).findByRole('button', { name: 'Fox, your current character' }, SLOW)).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'Choose Dragon' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch to Dragon?' }, SLOW);
    await user.click(within(confirm).getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Your character is now Dragon.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your points' })).getByText('Dragon')).toBeInTheDocument(), SLOW);
    expect(loyaltyOf(account).character_id).toBe(3);
  });
});
