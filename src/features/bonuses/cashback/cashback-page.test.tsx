import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../../mocks/scenarios';
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

  it('asks to confirm before removing a cashback', async () => {
    signInAs('demo@example.com');
    const { list, user } = await openCashback();
    await user.click(within(list).getAllByRole('button', { name: 'Remove Weekly cashback (10%)' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Remove it?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2), SLOW);
  });
});
