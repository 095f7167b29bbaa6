import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countCalls } from '../../../mocks/core/count-calls';
import { forceError, signInAs, signOut } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

async function submitCode(code: string) {
  const field = await screen.findByRole('textbox', { name: 'Promo code' }, SLOW);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
}

describe('/promotions', () => {
  it('shows a visitor every campaign; taking part asks to sign in first', async () => {
    signOut();
    await renderApp('/en/promotions');
    const list = await screen.findByRole('list', { name: 'Promotions' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    const race = within(list).getByRole('article', { name: 'Slot race of the week' });
    expect(within(race).getByRole('link', { name: 'Details of Slot race of the week' })).toHaveAttribute('href', '/en/promotions/107');
    const deposit = within(list).getByRole('article', { name: 'Weekend reload 50% up to €100' });
    expect(within(deposit).getByRole('link', { name: 'Deposit for Weekend reload 50% up to €100' })).toHaveAttribute('href', '/en/cashier/deposit');
    await userEvent.click(within(race).getByRole('button', { name: 'Sign in to take part in Slot race of the week' }));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
  });

  it('rejects a wrong promo code with its own message, then activates a right one', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/promotions');
    await submitCode('NOPE');
    expect(await screen.findByText('This promo code is not valid.', {}, SLOW)).toBeInTheDocument();
    await submitCode('EXPIRED2024');
    expect(await screen.findByText('This promo code has expired.', {}, SLOW)).toBeInTheDocument();
    await submitCode('NEWERROR');
    expect(await screen.findByText('This promo code is not valid.', {}, SLOW)).toBeInTheDocument();
    await submitCode('spin50');
    const dialog = await screen.findByRole('dialog', { name: 'Promo code activated' }, SLOW);
    expect(within(dialog).getByText('The code spin50 is activated.')).toBeInTheDocument();
    expect(within(dialog).getByText('50 promo code free spins')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Free spins', 'Betting bonus']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await submitCode('SPIN50');
    expect(await screen.findByText('You have already used this promo code.', {}, SLOW)).toBeInTheDocument();
  });

  it('two fast presses of Activate send one activation', async () => {
    signInAs('demo@example.com');
    const calls = countCalls('campaigns.activateOffer');
    await renderApp('/en/promotions');
    const field = await screen.findByRole('textbox', { name: 'Promo code' }, SLOW);
    await userEvent.type(field, 'spin50');
    const submit = screen.getByRole('button', { name: 'Activate' });
    // Both presses land before the page renders the first one's busy state.
    act(() => {
      submit.click();
      submit.click();
    });
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('You have already used this promo code.')).toBeNull();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on activation says to check the bonuses, not "try again"', async () => {
    signInAs('demo@example.com');
    forceError('campaigns.activateOffer', 'InternalServerError', { times: 1 });
    await renderApp('/en/promotions');
    await submitCode('spin50');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('your bonuses');
    expect(alert).not.toHaveTextContent('Try again');
  });

  it('offers the promo code captured from the address, prefilled, and forgets it once activated', async () => {
    localStorage.setItem(STORAGE_KEYS.promoCode, 'WELCOME100');
    signInAs('demo@example.com');
    await renderApp('/en/promotions');
    const notice = await screen.findByRole('complementary', { name: 'Your promo code' }, SLOW);
    expect(notice).toHaveTextContent('You have a promo code WELCOME100 — activate it.');
    expect(await screen.findByRole('textbox', { name: 'Promo code' }, SLOW)).toHaveValue('WELCOME100');
    await userEvent.click(within(notice).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' }, SLOW)).toHaveTextContent('€100 promo code bonus');
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Your promo code' })).not.toBeInTheDocument());
  });

  it('asks a visitor with a captured code to sign in to activate it', async () => {
    localStorage.setItem(STORAGE_KEYS.promoCode, 'SPIN50');
    signOut();
    await renderApp('/en/promotions');
    expect(await screen.findByRole('complementary', { name: 'Your promo code' }, SLOW)).toHaveTextContent(
      'You have a promo code SPIN50 — sign in to activate it.',
    );
    localStorage.removeItem(STORAGE_KEYS.promoCode);
  });
});

describe('/offers', () => {
  it('asks a visitor to sign in', async () => {
    signOut();
    await renderApp('/en/offers');
    expect(await screen.findByText('Sign in to see your offers', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My offers' })).not.toBeInTheDocument();
  });

  it('lists only what the player can take now', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/offers');
    const list = await screen.findByRole('list', { name: 'My offers' }, SLOW);
    const names = within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // demo has deposited (no first-deposit bonus) and registration offers are for visitors.
    expect(names).not.toContain('Welcome bonus 100% up to €200');
    expect(names).not.toContain('20 free spins for signing up');
    expect(names).toContain('Slot race of the week');
    expect(within(list).getByRole('link', { name: 'Details of Slot race of the week' })).toHaveAttribute('href', '/en/offers/107');
  });
});

describe('/promotions/{id} and /offers/{id}', () => {
  it('shows the title as heading and page title, the terms, and lets a player take part once', async () => {
    signInAs('demo@example.com');
    const first = await renderApp('/en/promotions/108');
    expect(await screen.findByRole('heading', { level: 1, name: '25 Wednesday free spins' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('25 Wednesday free spins — Lucky Orbit'));
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('One per player.')).toBeInTheDocument();
    // The button is the signed-in player's: it comes once the session is known.
    await userEvent.click(await screen.findByRole('button', { name: 'Take part in 25 Wednesday free spins' }, SLOW));
    expect(await screen.findByText('You are taking part.', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    // The next visit still says so (the offer's taken flag), not "not available".
    await renderApp('/en/promotions/108');
    expect(await screen.findByText('You are taking part.', {}, SLOW)).toBeInTheDocument();
  });

  it('two fast presses of Take part send one request', async () => {
    signInAs('demo@example.com');
    const calls = countCalls('campaigns.takePromotions');
    await renderApp('/en/promotions/108');
    const take = await screen.findByRole('button', { name: 'Take part in 25 Wednesday free spins' }, SLOW);
    // Both presses land before the page renders the first one's busy state.
    act(() => {
      take.click();
      take.click();
    });
    expect(await screen.findByText('You are taking part.', {}, SLOW)).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on Take part says to check the offer and the bonuses, not "try again"', async () => {
    signInAs('demo@example.com');
    forceError('campaigns.takePromotions', 'InternalServerError', { times: 1 });
    await renderApp('/en/promotions/108');
    await userEvent.click(await screen.findByRole('button', { name: 'Take part in 25 Wednesday free spins' }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('We could not confirm that you are taking part');
    expect(alert).not.toHaveTextContent('Try again');
  });

  it.each([
    ['/en/promotions/108', '25 Wednesday free spins', '108'],
    ['/en/offers/107', 'Slot race of the week', '107'],
  ])('a signed-in player’s visit of %s sends one promotion_view with the offer’s id (events.handle)', async (url, title, id) => {
    signInAs('demo@example.com');
    const events = countCalls('events.handle');
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(events.count).toBe(1), SLOW);
    // The player's button comes later (the session): the visit is still reported once.
    expect(await screen.findByRole('button', { name: new RegExp(title) }, SLOW)).toBeInTheDocument();
    const params = events.urls.map((address) => Object.fromEntries([...address.searchParams].filter(([name]) => name !== 'v' && name !== 'locale')));
    expect(params).toEqual([{ event: 'promotion_view', offer_id: id }]);
    events.stop();
  });

  it('a visitor’s visit reports nothing, and a failed report shows nothing', async () => {
    signOut();
    const events = countCalls('events.handle');
    const visit = await renderApp('/en/promotions/108');
    expect(await screen.findByRole('heading', { level: 1, name: '25 Wednesday free spins' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('button', { name: /25 Wednesday free spins/ }, SLOW);
    expect(events.count).toBe(0);
    visit.unmount();

    signInAs('demo@example.com');
    forceError('events.handle', 'InternalServerError');
    await renderApp('/en/promotions/108');
    expect(await screen.findByRole('heading', { level: 1, name: '25 Wednesday free spins' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(events.count).toBeGreaterThan(0), SLOW);
    await screen.findByRole('button', { name: 'Take part in 25 Wednesday free spins' }, SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
    events.stop();
  });

  it('renders offers in the page language', async () => {
    signOut();
    await renderApp('/es/offers/104');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apuesta gratis de 10 €' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Mis ofertas' })).toHaveAttribute('href', '/es/offers');
  });

  it.each(['/en/promotions/999', '/en/promotions/abc', '/en/offers/0'])('%s is not found, through the router', async (url) => {
    await renderApp(url);
    expect(await screen.findByText(`Page Not Found: ${url}`, {}, SLOW)).toBeInTheDocument();
  });
});
