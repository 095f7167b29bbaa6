import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { history } from '../../../../mocks/cashier/test-helpers';
import { cmsConfig } from '../../../../mocks/cms/fixtures/cms-config';
import { server } from '../../../../mocks/node';
import { signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 15_000 };

function receiptFlags(flags: { address: boolean; contacts: boolean; rules: boolean }) {
  server.use(
    http.get('*/nfx/cms-config/:locale', () => {
      const config = cmsConfig('en');
      const { cashier } = config.data.attributes;
      return HttpResponse.json({ data: { ...config.data, attributes: { ...config.data.attributes, cashier: { ...cashier, receipt: { id: 1, ...flags } } } } });
    }),
  );
}

function rowValue(receipt: HTMLElement, label: string) {
  return within(receipt).getByText(label, { selector: 'dt' }).nextElementSibling;
}

afterEach(() => vi.restoreAllMocks());

describe('the receipt page', { timeout: 60_000 }, () => {
  it('shows one transaction with every block the configuration allows, and prints', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderApp('/en/cashier/receipt?id=5001');
    const receipt = await screen.findByRole('article', { name: 'Transaction receipt' }, SLOW);
    expect(rowValue(receipt, 'Transaction no.')).toHaveTextContent('5001');
    expect(rowValue(receipt, 'Type')).toHaveTextContent('Deposit');
    expect(rowValue(receipt, 'Date and time')?.textContent).toMatch(/^\d\d\.\d\d\.\d{4} \d{1,2}:\d\d$/);
    expect(await within(receipt).findByText('NovaCard', undefined, SLOW)).toBeInTheDocument();
    expect(rowValue(receipt, 'Card number')).toHaveTextContent('•••• 4242');
    expect(rowValue(receipt, 'Amount')?.textContent).toMatch(/^€[\d,]+\.\d\d$/);
    expect(rowValue(receipt, 'Status')).toHaveTextContent('Completed');
    expect(rowValue(receipt, 'Website')?.textContent).not.toBe('');
    expect(within(receipt).getByRole('region', { name: 'Operator' })).toHaveTextContent('Lucky Orbit Entertainment Ltd.');
    expect(within(receipt).getByRole('link', { name: 'support@luckyorbit.example' })).toHaveAttribute('href', 'mailto:support@luckyorbit.example');
    expect(within(receipt).getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute('href', '/en/terms');

    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('hides the blocks whose flag is off', async () => {
    receiptFlags({ address: false, contacts: true, rules: false });
    signInAs('demo@example.com');
    await renderApp('/en/cashier/receipt?id=5001');
    const receipt = await screen.findByRole('article', { name: 'Transaction receipt' }, SLOW);
    expect(within(receipt).getByRole('region', { name: 'Support' })).toBeInTheDocument();
    expect(within(receipt).queryByRole('region', { name: 'Operator' })).not.toBeInTheDocument();
    expect(within(receipt).queryByText('Lucky Orbit Entertainment Ltd.')).not.toBeInTheDocument();
    expect(within(receipt).queryByRole('region', { name: 'Terms' })).not.toBeInTheDocument();
    expect(within(receipt).queryByRole('link', { name: 'Read the terms and conditions' })).not.toBeInTheDocument();
  });

  it('shows the most recent transaction without an id', async () => {
    signInAs('demo@example.com');
    const [latest] = (await history({ count: '1' })).items;
    await renderApp('/en/cashier/receipt');
    const receipt = await screen.findByRole('article', { name: 'Transaction receipt' }, SLOW);
    expect(rowValue(receipt, 'Transaction no.')).toHaveTextContent(String(latest.id));
  });

  it('says so for an unknown id', async () => {
    signInAs('demo@example.com');
    await renderApp('/es/cashier/receipt?id=999999');
    expect(await screen.findByText('No hemos encontrado esta transacción.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir el historial de transacciones' })).toHaveAttribute('href', '/es/cashier/history');
  });

  it('says so for a player without transactions', async () => {
    signInAs('new@example.com');
    await renderApp('/en/cashier/receipt');
    expect(await screen.findByText('You have no transactions yet.', undefined, SLOW)).toBeInTheDocument();
  });
});
