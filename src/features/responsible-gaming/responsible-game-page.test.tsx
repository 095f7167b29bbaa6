import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositLimitOf } from '../../../mocks/cashier/cashier-tables';
import { forceError, signInAs } from '../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

async function openPage(url = '/en/profile/responsible-game', formName = 'Deposit limit') {
  const view = await renderApp(url);
  const form = await screen.findByRole('form', { name: formName }, SLOW);
  return { ...view, form, user: userEvent.setup() };
}

describe('/profile/responsible-game', () => {
  it('sets a weekly deposit limit, shows it, and writes the table the cashier reads', async () => {
    const { uid } = signInAs('new@example.com');
    const { form, user } = await openPage();
    expect(screen.getByText('You have no deposit limit.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'week');
    await user.type(within(form).getByRole('textbox', { name: /Amount, EUR/ }), '250');
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    await screen.findByText('Deposit limit saved.', undefined, SLOW);
    await screen.findByText('€250 · Per week', undefined, SLOW);
    expect(depositLimitOf(uid)).toMatchObject({ period: 'week', limit_amount: 25_000 });
    // The session reminder, the session limit and self-exclusion are on in the mock configuration.
    expect(screen.getByRole('heading', { name: 'Session reminder' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Session time limit' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Self-exclusion' })).toBeInTheDocument();
  });

  it('says the deposit limit could not be loaded, and shows it after "Try again"', async () => {
    signInAs('new@example.com');
    // The read and the base query's one retry of a read both fail.
    forceError('account.getDepositLimit', 'InternalServerError', { times: 2 });
    const { user } = await renderApp('/en/profile/responsible-game').then((view) => ({ ...view, user: userEvent.setup() }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Could not load your deposit limit' }, SLOW);
    const alert = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Deposit limit' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You have no deposit limit.')).toBeInTheDocument();
  });

  it('keeps what was typed after a server error and saves on the next press', async () => {
    const { uid } = signInAs('new@example.com');
    forceError('account.setDepositLimit', 'InternalServerError', { times: 1 });
    const { form, user } = await openPage();
    await user.type(within(form).getByRole('textbox', { name: /Amount, EUR/ }), '75');
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Could not save. Please try again.'), SLOW);
    expect(within(form).getByRole('textbox', { name: /Amount, EUR/ })).toHaveValue('75');
    expect(depositLimitOf(uid)).toBeUndefined();
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    await screen.findByText('Deposit limit saved.', undefined, SLOW);
    expect(depositLimitOf(uid)).toMatchObject({ period: 'day', limit_amount: 7_500 });
  });

  it('refuses an empty amount before calling the server', async () => {
    const { uid } = signInAs('demo@example.com');
    const { form, user } = await openPage('/it/profile/responsible-game', 'Limite di deposito');
    await user.click(within(form).getByRole('button', { name: 'Salva limite' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Importo, EUR/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(depositLimitOf(uid)).toBeUndefined();
  });
});
