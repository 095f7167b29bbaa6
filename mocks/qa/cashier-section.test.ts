// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { CARD, deposit, depositInfo, mainBalance, withdraw } from '../cashier/test-helpers';
import { QaPanel } from './qa-panel';
import { signInAs } from '../scenarios';

// .test.ts (not .tsx) because vitest only collects mocks/**/*.test.ts; hence createElement.
async function openPanel() {
  const user = userEvent.setup();
  render(createElement(I18nextProvider, { i18n }, createElement(Suspense, { fallback: null }, createElement(QaPanel, { reload: vi.fn(), confirm: () => true }))));
  await user.click(await screen.findByRole('button', { name: 'QA tools of the mock backend' }));
  const dialog = screen.getByRole('dialog', { name: 'QA tools' });
  return { user, section: within(dialog).getByRole('region', { name: 'Cashier' }) };
}

describe('QA panel: Cashier section', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('qa');
  });

  it('is there only for a signed-in player', async () => {
    const user = userEvent.setup();
    render(createElement(I18nextProvider, { i18n }, createElement(QaPanel, { reload: vi.fn() })));
    await user.click(await screen.findByRole('button', { name: 'QA tools of the mock backend' }));
    expect(screen.queryByRole('region', { name: 'Cashier' })).not.toBeInTheDocument();
  });

  it('lists pending withdrawals and deposits with Approve and Decline, and settles all at once', async () => {
    signInAs('demo@example.com');
    const out = (await withdraw({ method: 'card', amount: 100, requisites: { card_number: CARD.card_number, card_holder: 'Alex Demo' } })).body.data!.transaction_id;
    const inbound = (await deposit({ method: 'redirect_pay', amount: 40 })).body.data!.transaction_id;
    const wallet = (await deposit({ method: 'ewallet', amount: 10, requisites: { wallet: 'alex@example.com' } })).body.data!.transaction_id;
    const { user, section } = await openPanel();

    expect(within(section).getByRole('list', { name: 'Pending withdrawals' })).toHaveTextContent(`#${out} · NovaCard · €100.00`);
    const deposits = within(section).getByRole('list', { name: 'Pending deposits' });
    expect(within(deposits).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining(`#${wallet} · PayNow Wallet · €10.00`),
      expect.stringContaining(`#${inbound} · Redirecta Pay · €40.00`),
    ]);

    await user.click(within(section).getByRole('button', { name: `Decline withdrawal #${out}` }));
    expect(within(section).getByRole('status')).toHaveTextContent(`Payment #${out} declined.`);
    expect(within(section).getByText('Nothing pending.')).toBeInTheDocument();
    expect((await depositInfo(out)).status).toBe('fail');
    expect(await mainBalance()).toBe(1000);

    await user.click(within(section).getByRole('button', { name: `Approve deposit #${inbound}` }));
    expect((await depositInfo(inbound)).status).toBe('success');
    await user.click(within(section).getByRole('button', { name: 'Settle all pending now' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Payments settled: 1.');
    expect(within(section).getAllByText('Nothing pending.')).toHaveLength(2);
    expect(await mainBalance()).toBe(1050);
  });
});
