import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/core/db';
import { DEMO_ACCOUNTS } from '../../../../mocks/account/fixtures/demo-accounts';
import { renderApp } from '@/testing/render-app';
import { shortenCallLimits } from '@/testing/shorten-call-limits';

async function openSignUp(url = '/en/forms/sign_up') {
  const user = userEvent.setup();
  const app = await renderApp(url);
  const form = await screen.findByRole('form', { name: 'Create an account' }, { timeout: 8000 });
  return { user, form, ...app };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, email: string) {
  await user.type(within(form).getByLabelText(/^Email/), email);
  await user.type(within(form).getByLabelText(/^Password/), 'secret12');
  await user.type(within(form).getByLabelText(/^Repeat the password/), 'secret12');
  await user.click(within(form).getByRole('checkbox', { name: /I am over 18/ }));
}

describe('sign-up form', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives up on a server that does not answer and keeps every value', async () => {
    server.use(http.post('*/api/auth/register', () => delay('infinite')));
    const limits = shortenCallLimits();
    const { user, form, router } = await openSignUp();
    await fill(user, form, 'slow.player@example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Account currency/ }), 'USD');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(
      () =>
        expect(within(form).getAllByRole('alert').map((node) => node.textContent)).toContain(
          'The server did not answer in time. Your details are kept; try again.',
        ),
      { timeout: 8000 },
    );
    expect(limits.some((limit) => limit >= 20_000 && limit <= 30_000)).toBe(true);
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('slow.player@example.com');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('secret12');
    expect(within(form).getByLabelText(/^Repeat the password/)).toHaveValue('secret12');
    expect(within(form).getByRole('combobox', { name: /Account currency/ })).toHaveValue('USD');
    expect(within(form).getByRole('checkbox', { name: /I am over 18/ })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/en/forms/sign_up');
  });

  it('offers the currencies of general info and prefills the stored promo code', async () => {
    localStorage.setItem('promo_code', 'WELCOME100');
    const { form } = await openSignUp();
    const currency = within(form).getByRole('combobox', { name: /Account currency/ });
    expect(currency).toHaveValue('EUR');
    expect(within(currency).getAllByRole('option').map((option) => option.textContent)).toEqual(['EUR', 'USD']);
    expect(within(form).getByLabelText(/^Promo code/)).toHaveValue('WELCOME100');
  });

  it('requires the terms and a matching repeated password before sending anything', async () => {
    const { user, form } = await openSignUp();
    await user.type(within(form).getByLabelText(/^Email/), 'someone@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'secret12');
    await user.type(within(form).getByLabelText(/^Repeat the password/), 'secret13');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription('Passwords do not match'));
    expect(within(form).getByRole('checkbox', { name: /I am over 18/ })).toHaveAttribute('aria-invalid', 'true');
    expect(db().accounts).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('shows a duplicate email as a translated field error and keeps every value', async () => {
    const { user, form, router } = await openSignUp();
    await fill(user, form, 'Demo@Example.com');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Account currency/ }), 'USD');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    const email = within(form).getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists. Sign in or use another email.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('Demo@Example.com');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('secret12');
    expect(within(form).getByRole('combobox', { name: /Account currency/ })).toHaveValue('USD');
    expect(within(form).getByRole('checkbox', { name: /I am over 18/ })).toBeChecked();
    expect(router.state.location.pathname).toBe('/en/forms/sign_up');
  });

  it('creates the account, signs it in and lands on the index with register=success', async () => {
    localStorage.setItem('show_popup_reg', '1');
    const { user, form, router } = await openSignUp();
    await fill(user, form, 'fresh.player@example.com');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(router.state.location.search).toBe('?register=success');
    const created = db().accounts.find((account) => account.email === 'fresh.player@example.com');
    expect(created).toMatchObject({ currency: 'EUR', password: 'secret12' });
    expect(db().session.currentUid).toBe(created?.uid);
    // Registered players are not asked again.
    expect(localStorage.getItem('show_popup_reg')).toBeNull();
  });

  it('is reached from the sign-in page by its tab, keeping the query', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/it/forms/sign_in?redirectUrl=%2Fit%2Fcashier');
    await user.click(await screen.findByRole('tab', { name: 'Registrati' }, { timeout: 8000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/forms/sign_up'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fit%2Fcashier');
    expect(await screen.findByRole('tab', { name: 'Registrati', selected: true })).toBeInTheDocument();
  });
});
