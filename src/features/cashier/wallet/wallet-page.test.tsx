import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 15_000 };

describe('the wallet page', { timeout: 60_000 }, () => {
  it('shows the balances and the saved requisites by method, with the ways to use them', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/cashier/wallet');
    const balances = await screen.findByRole('region', { name: 'Balances' }, SLOW);
    expect(within(balances).getByText('Main balance').nextElementSibling).toHaveTextContent('€1,000.00');
    expect(within(balances).getByText('Bonus balance').nextElementSibling).toHaveTextContent('€50.00');
    expect(within(balances).getByText('Betting bonus').nextElementSibling).toHaveTextContent('€0.00');
    expect(within(balances).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en/cashier/deposit');
    expect(within(balances).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/en/cashier/withdraw');

    const card = await screen.findByRole('region', { name: 'NovaCard' }, SLOW);
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Deposit with NovaCard •••• 4242' })).toHaveAttribute('href', '/en/cashier/deposit/card?requisite=1');
    expect(within(card).getByRole('link', { name: 'Withdraw to NovaCard •••• 4242' })).toHaveAttribute('href', '/en/cashier/withdraw?method=card&requisite=1');
    const wallet = screen.getByRole('region', { name: 'PayNow Wallet' });
    expect(within(wallet).getByText('de***@example.com')).toBeInTheDocument();
    // Listed by both settings, shown once.
    expect(screen.getAllByText('•••• 4242')).toHaveLength(1);
    expect(screen.queryByText('No saved payment details yet')).not.toBeInTheDocument();
  });

  it('says in words when nothing is saved yet', async () => {
    signInAs('new@example.com');
    await renderApp('/en/cashier/wallet');
    expect(await screen.findByText('No saved payment details yet', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The details you pay with are kept here after your first successful deposit.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Deposit with/ })).not.toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    signInAs('demo@example.com');
    await renderApp('/it/cashier/wallet');
    expect(await screen.findByRole('heading', { name: 'Dati di pagamento salvati' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Preleva su NovaCard •••• 4242' }, SLOW)).toHaveTextContent('Usa per prelevare');
  });
});
