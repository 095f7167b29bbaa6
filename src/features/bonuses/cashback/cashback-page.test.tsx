import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countCalls } from '../../../../mocks/core/count-calls';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

async function openCashback() {
  const view = await renderApp('/en/profile/cashback');
  const list = await screen.findByRole('list', { name: 'Your cashbacks' }, SLOW);
  return { ...view, list, user: userEvent.setup() };
}

describe('/profile/cashback', () => {
  it('lists cashbacks with amount, status, period end and take-by date, and links to the bonuses', async () => {
    signInAs('demo@example.com');
    const { list } = await openCashback();
    expect(screen.getByRole('heading', { level: 1, name: 'My cashback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bonuses' })).toHaveAttribute('href', '/en/profile/bonuses');
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Weekly cashback (10%)' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('€14.20')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Ready to take')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Take by')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Paid out', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: /^Take/ })).not.toBeInTheDocument();
  });

  it('"Take" credits the main balance in the header and marks the cashback paid out', async () => {
    signInAs('demo@example.com');
    const { list, user } = await openCashback();
    const balance = await screen.findByRole('group', { name: 'Your balance' }, SLOW);
    const before = balance.textContent ?? '';
    await user.click(within(list).getByRole('button', { name: 'Take Weekly cashback (10%)' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Your balance' }).textContent).not.toBe(before), SLOW);
    const main = (text: string) => Number(/€([\d,]+\.?\d*)/.exec(text)?.[1].replace(/,/g, ''));
    expect(main(screen.getByRole('group', { name: 'Your balance' }).textContent ?? '')).toBeCloseTo(main(before) + 14.2, 2);
    await waitFor(() => expect(within(within(list).getAllByRole('article')[0]).getByText('Paid out', { selector: '[data-tone]' })).toBeInTheDocument(), SLOW);
  });

  it('two fast presses of Take send one payout', async () => {
    signInAs('demo@example.com');
    const calls = countCalls('cashbacks.payout');
    await openCashback();
    const take = screen.getByRole('button', { name: 'Take Weekly cashback (10%)' });
    // Both presses land before the page renders the first one's busy state.
    act(() => {
      take.click();
      take.click();
    });
    expect(await screen.findByText('€14.20 went to your main balance', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take Weekly cashback (10%)' })).not.toBeInTheDocument(), SLOW);
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('a server failure on Take says to check the cashback list, not "try again"', async () => {
    signInAs('demo@example.com');
    forceError('cashbacks.payout', 'InternalServerError', { times: 1 });
    const { list, user } = await openCashback();
    await user.click(within(list).getByRole('button', { name: 'Take Weekly cashback (10%)' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('your cashback list');
    expect(alert).not.toHaveTextContent('Try again');
  });

  it('asks to confirm before removing a cashback', async () => {
    signInAs('demo@example.com');
    const { list, user } = await openCashback();
    await user.click(within(list).getAllByRole('button', { name: 'Remove Weekly cashback (10%)' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Remove it?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2), SLOW);
  });
});
