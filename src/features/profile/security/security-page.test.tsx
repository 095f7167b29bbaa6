import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

async function openSecurity() {
  const view = await renderApp('/en/profile/security');
  const form = await screen.findByRole('form', { name: 'Change password' }, SLOW);
  return { ...view, form, user: userEvent.setup() };
}

describe('/profile/security', () => {
  it('changes the password: a wrong current one is refused on its field, the right one saves the new password', async () => {
    const account = signInAs('demo@example.com');
    const { form, user } = await openSecurity();
    const current = within(form).getByLabelText(/^Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const repeat = within(form).getByLabelText(/^Repeat new password/);
    await user.type(current, 'wrong-one');
    await user.type(next, 'fresh-pass1');
    await user.type(repeat, 'fresh-pass2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(repeat);
    await user.type(repeat, 'fresh-pass1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'), SLOW);
    expect(next).toHaveValue('fresh-pass1');
    expect(account.password).toBe('demo1234');

    await user.clear(current);
    await user.type(current, 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Your password has been changed/, undefined, SLOW)).toBeInTheDocument();
    expect(account.password).toBe('fresh-pass1');
    expect(current).toHaveValue('');
  });

  it('turns two-factor sign-in on with a QR code and 123456, after refusing a wrong code, and off again', async () => {
    const account = signInAs('demo@example.com');
    const { user } = await openSecurity();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, SLOW);
    expect(within(section).getByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' }, SLOW)).toBeInTheDocument();
    const confirm = within(section).getByRole('form', { name: 'Confirm and turn on' });
    const code = within(confirm).getByRole('textbox', { name: /Code/ });
    await user.type(code, '654321');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is wrong.'), SLOW);
    expect(account.flags.two_factor_auth).toBe(false);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(section).findByText('Two-factor sign-in is on.', undefined, SLOW)).toBeInTheDocument();
    expect(account.flags.two_factor_auth).toBe(true);
    expect(account.two_factor_code).toBe('123456');
    await waitFor(() => expect(within(section).getByText('On')).toBeInTheDocument(), SLOW);

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const off = await within(section).findByRole('form', { name: 'Confirm and turn off' }, SLOW);
    await user.type(within(off).getByRole('textbox', { name: /Code/ }), '123456');
    await user.click(within(off).getByRole('button', { name: 'Confirm and turn off' }));
    expect(await within(section).findByText('Two-factor sign-in is off.', undefined, SLOW)).toBeInTheDocument();
    expect(account.flags.two_factor_auth).toBe(false);
  });

  it('says when a new change must wait (Resend time is)', async () => {
    signInAs('demo@example.com');
    const { user } = await openSecurity();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' }, SLOW);
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    await within(section).findByRole('form', { name: 'Confirm and turn on' }, SLOW);
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('alert', undefined, SLOW)).toHaveTextContent(/You can ask again in \d+ s\./);
  });
});
