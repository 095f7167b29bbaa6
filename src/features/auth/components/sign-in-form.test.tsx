import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/core/db';
import { renderApp } from '@/testing/render-app';
import { twoFactorPasswordFor } from '../two-factor-password';
import { shortenCallLimits } from '@/testing/shorten-call-limits';

/** Every auth.login body sent during the test. */
function recordLogins() {
  const bodies: Array<Record<string, string>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.includes('/auth/login')) return;
    void request
      .clone()
      .formData()
      .then((form) => bodies.push(Object.fromEntries([...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]))));
  };
  server.events.on('request:start', listener);
  return bodies;
}

async function openSignIn(url = '/en/forms/sign_in') {
  const user = userEvent.setup();
  const app = await renderApp(url);
  const form = await screen.findByRole('form', { name: 'Sign in to your account' }, { timeout: 8000 });
  return { user, form, ...app };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('sign-in form', { timeout: 20_000 }, () => {
  it('announces validation errors on the fields without calling the server', async () => {
    const logins = recordLogins();
    const { user, form } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), 'not-an-email@');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const login = within(form).getByLabelText(/Email or phone number/);
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(login).toHaveAccessibleDescription('Wrong email address');
    expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription('Field is required');
    expect(logins).toEqual([]);
  });

  it('shows a wrong password as a translated form error and keeps what was typed', async () => {
    const { user, form } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), 'demo@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong-pass');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Wrong login or password.');
    expect(within(form).getByLabelText(/Email or phone number/)).toHaveValue('demo@example.com');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('wrong-pass');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'login_error', error_code: 'Authorization' });
  });

  it('gives up on a server that does not answer, keeps what was typed and can be sent again', async () => {
    server.use(http.post('*/api/auth/login', () => delay('infinite')));
    const limits = shortenCallLimits();
    const logins = recordLogins();
    const { user, form } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), 'demo@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await waitFor(
      () => expect(within(form).getByRole('alert')).toHaveTextContent('The server did not answer in time. Your details are kept; try again.'),
      { timeout: 8000 },
    );
    expect(limits.some((limit) => limit >= 20_000 && limit <= 30_000)).toBe(true);
    expect(within(form).getByLabelText(/Email or phone number/)).toHaveValue('demo@example.com');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('demo1234');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(logins).toHaveLength(2));
    // the second try ends like the first before the next test starts
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('did not answer in time'), { timeout: 8000 });
  });

  it('sends one request however often submit is pressed, then lands on the index signed in', async () => {
    const logins = recordLogins();
    const { user, form, router } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), 'demo@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await user.click(submit);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(logins).toHaveLength(1);
    expect(db().session.currentUid).toBe(1001);
    expect(await screen.findByRole('button', { name: 'Profile menu' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('strips the leading + of a phone login before sending it', async () => {
    db().accounts[0].contacts.push({ type: 'phone', contact: '+49 151 2345678', is_confirmed: true, is_subscribed: false });
    const logins = recordLogins();
    const { user, form, router } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), '+491512345678');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(logins[0]).toMatchObject({ login: '491512345678', password: 'demo1234' });
  });

  it('goes through the two-factor step: a wrong code is explained, the right one signs in', async () => {
    const logins = recordLogins();
    const { user, form, router } = await openSignIn('/en/forms/sign_in?redirectUrl=%2Fen%2Fprofile%2Fsettings');
    await user.type(within(form).getByLabelText(/Email or phone number/), '2fa@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    const step = await screen.findByRole('form', { name: 'Two-step verification' });
    expect(within(step).getByText(/2fa@example\.com/)).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: /You can ask for a new code in 0:(30|29)/ })).toBeDisabled();
    const code = within(step).getByLabelText(/Verification code/);
    await user.type(code, '654321');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is wrong/));
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/settings'));
    expect(logins.map((body) => body.code)).toEqual([undefined, '654321', '123456']);
    expect(logins[2]).toMatchObject({ login: '2fa@example.com', password: 'demo1234' });
    expect(twoFactorPasswordFor('2fa@example.com')).toBeNull();
  });

  it('keeps the password of the two-factor step out of the store and forgets it on going back', async () => {
    const { user, form, store } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), '2fa@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    const step = await screen.findByRole('form', { name: 'Two-step verification' });
    const state = JSON.stringify(store.getState());
    expect(state).toContain('2fa@example.com');
    expect(state).not.toContain('demo1234');
    expect(twoFactorPasswordFor('2fa@example.com')).toBe('demo1234');

    const code = within(step).getByLabelText(/Verification code/);
    await user.type(code, '654321');
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is wrong/));
    expect(JSON.stringify(store.getState())).not.toContain('demo1234');

    await user.click(within(step).getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('form', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(twoFactorPasswordFor('2fa@example.com')).toBeNull();
  });

  it('forgets the held password when the panel goes away', async () => {
    const { user, form, unmount } = await openSignIn();
    await user.type(within(form).getByLabelText(/Email or phone number/), '2fa@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('form', { name: 'Two-step verification' });
    expect(twoFactorPasswordFor('2fa@example.com')).toBe('demo1234');
    unmount();
    expect(twoFactorPasswordFor('2fa@example.com')).toBeNull();
  });

  it('restores a password inside the same panel and says where the instructions went', async () => {
    const { user, form } = await openSignIn();
    await user.click(within(form).getByRole('button', { name: 'Forgot your password?' }));
    const restore = await screen.findByRole('form', { name: 'Reset your password' });
    await user.type(within(restore).getByLabelText(/Email or phone number/), 'ghost@example.com');
    await user.click(within(restore).getByRole('button', { name: 'Send instructions' }));
    await waitFor(() =>
      expect(within(restore).getByLabelText(/Email or phone number/)).toHaveAccessibleDescription(/We found no account/),
    );
    await user.clear(within(restore).getByLabelText(/Email or phone number/));
    await user.type(within(restore).getByLabelText(/Email or phone number/), 'demo@example.com');
    await user.click(within(restore).getByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByText(/We sent instructions to demo@example\.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('form', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
