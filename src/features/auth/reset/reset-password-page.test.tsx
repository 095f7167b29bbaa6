import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthToken } from '@/api/auth-backend/auth-session';
import { forgetOneTimeCode, takeOneTimeCode } from '@/start/runtime/one-time-codes';
import { renderApp } from '@/testing/render-app';
import { findAccountByEmail, sessionAccount } from '../../../../mocks/account/accounts';
import { expireResetCodes, issueResetCode } from '../../../../mocks/auth/password-reset-tables';

const SLOW = { timeout: 15_000 };

/** The link the mock "e-mailed" to demo@example.com, in `locale`. */
function mailedLink(locale: 'en' | 'it' = 'en'): string {
  return issueResetCode(findAccountByEmail('demo@example.com')!, locale).link;
}

async function openResetPage(link: string) {
  const user = userEvent.setup();
  const app = await renderApp(link);
  const form = await screen.findByRole('form', { name: /^(Set a new password|Imposta una nuova password)$/ }, SLOW);
  return { user, form, ...app };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  forgetOneTimeCode('resetPassword');
  vi.restoreAllMocks();
});

describe('the password reset page of the e-mailed link', { timeout: 40_000 }, () => {
  it('sets the new password through reset-password and signs the player in on the locale index', async () => {
    const { user, form, router } = await openResetPage(mailedLink());
    await user.type(within(form).getByLabelText(/^New password/), 'fresh77');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'fresh77');
    await user.click(within(form).getByRole('button', { name: 'Save the new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), SLOW);
    expect(getAuthToken()).toBeTruthy();
    expect(sessionAccount()?.email).toBe('demo@example.com');
    expect(findAccountByEmail('demo@example.com')?.password).toBe('fresh77');
    expect(await screen.findByRole('button', { name: 'Profile menu' }, SLOW)).toBeInTheDocument();
  });

  it('says an expired link has expired, keeps what was typed and offers a new link', async () => {
    const link = mailedLink('it');
    expireResetCodes();
    const { user, form } = await openResetPage(link);
    await user.type(within(form).getByLabelText(/^Nuova password/), 'fresh77');
    await user.type(within(form).getByLabelText(/^Ripeti la nuova password/), 'fresh77');
    await user.click(within(form).getByRole('button', { name: 'Salva la nuova password' }));

    expect(await within(form).findByText(/Questo link è scaduto o è già stato usato/, undefined, SLOW)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nuova password/)).toHaveValue('fresh77');
    expect(within(form).getByLabelText(/^Ripeti la nuova password/)).toHaveValue('fresh77');
    expect(getAuthToken()).toBeNull();
    expect(findAccountByEmail('demo@example.com')?.password).toBe('demo1234');

    await user.click(screen.getByRole('button', { name: 'Richiedi un nuovo link' }));
    expect(await screen.findByRole('dialog', { name: 'Reimposta la password' }, SLOW)).toBeInTheDocument();
  });

  it('checks the passwords before calling the server', async () => {
    const { user, form } = await openResetPage(mailedLink());
    await user.type(within(form).getByLabelText(/^New password/), 'fresh77');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'fresh78');
    await user.click(within(form).getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Repeat the new password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(findAccountByEmail('demo@example.com')?.password).toBe('demo1234');
  });

  it('takes the code out of the address at once, by a replace, and keeps it for the form', async () => {
    const { user, form, router } = await openResetPage(mailedLink());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/en/forms/reset_password');
    expect(router.state.historyAction).toBe('REPLACE');
    await user.type(within(form).getByLabelText(/^New password/), 'fresh77');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'fresh77');
    await user.click(within(form).getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), SLOW);
    expect(findAccountByEmail('demo@example.com')?.password).toBe('fresh77');
  });

  it('sets the new password with the code the start took from the address', async () => {
    const link = mailedLink();
    window.history.replaceState(null, '', link);
    takeOneTimeCode();
    expect(window.location.search).toBe('');
    const { user, form, router } = await openResetPage(window.location.pathname);
    await user.type(within(form).getByLabelText(/^New password/), 'fresh77');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'fresh77');
    await user.click(within(form).getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), SLOW);
    expect(sessionAccount()?.email).toBe('demo@example.com');
    window.history.replaceState(null, '', '/');
  });

  it('a link without a code says so and offers a new link', async () => {
    await renderApp('/en/forms/reset_password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
