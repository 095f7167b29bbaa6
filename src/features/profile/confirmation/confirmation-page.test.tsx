import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetOneTimeCode } from '@/start/runtime/one-time-codes';
import { renderApp } from '@/testing/render-app';
import { findAccountByEmail } from '../../../../mocks/account/accounts';
import { signInAs } from '../../../../mocks/scenarios';

const SLOW = { timeout: 15_000 };
const LINK = '/en/confirmation?contact=new%40example.com&code=123456';

const emailConfirmed = () => findAccountByEmail('new@example.com')?.contacts.find((row) => row.type === 'email')?.is_confirmed;

afterEach(() => forgetOneTimeCode('confirmation'));

describe('/confirmation of the e-mailed link', { timeout: 40_000 }, () => {
  it('confirms the contact of a signed-in player with the code taken out of the address', async () => {
    signInAs('new@example.com');
    const { router } = await renderApp(LINK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/confirmation/success'), SLOW);
    expect(emailConfirmed()).toBe(true);
  });

  it("a visitor's way through sign-in keeps the code out of every address and still confirms", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(LINK);
    await waitFor(() => expect(router.state.location.search).toBe('?contact=new%40example.com'), SLOW);
    expect(await screen.findByText('Sign in to finish confirming this contact.', {}, SLOW)).toBeInTheDocument();
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).not.toMatch(/code/);

    await user.click(signIn);
    const form = await screen.findByRole('form', { name: 'Sign in to your account' }, SLOW);
    expect(router.state.location.search).not.toMatch(/code/);
    await user.type(within(form).getByLabelText(/^Email or phone number/), 'new@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/confirmation/success'), SLOW);
    expect(emailConfirmed()).toBe(true);
  });

  it('without its code (a reload) the page says where the code went', async () => {
    signInAs('new@example.com');
    await renderApp('/en/confirmation?contact=new%40example.com');
    expect(await screen.findByText(/We sent you a link and a code/, {}, SLOW)).toBeInTheDocument();
    expect(emailConfirmed()).toBe(false);
  });
});
