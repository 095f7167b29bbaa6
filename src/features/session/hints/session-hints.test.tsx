import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findAccountByEmail } from '../../../../mocks/account/accounts';
import { signInAs } from '../../../../mocks/scenarios';
import { transactionsTable } from '../../../../mocks/cashier/cashier';
import { confirmSentKey } from '@/lib/storage/storage-keys';
import { renderApp } from '@/testing/render-app';
import { resetClosedHints } from './session-hints';

const HINTS = { name: 'Account tips' };
const HOUR_S = 3600;

async function appAs(email: string, url = '/en') {
  const account = signInAs(email);
  const app = await renderApp(url);
  // The header has the player's profile menu once the account is loaded.
  expect(await screen.findByRole('button', { name: /Profile menu|Menú del perfil/ }, { timeout: 15_000 })).toBeInTheDocument();
  return { ...app, account };
}

describe('session hints (SPEC §4, §9)', { timeout: 30_000 }, () => {
  afterEach(() => resetClosedHints());

  it('new@example.com sees both hints; the deposit hint links to the cashier and can be hidden', async () => {
    await appAs('new@example.com');
    const hints = await screen.findByRole('complementary', HINTS, { timeout: 15_000 });
    expect(within(hints).getByText('Welcome aboard! Make your first deposit')).toBeInTheDocument();
    expect(within(hints).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/en/cashier/deposit');
    expect(await within(hints).findByText('Confirm your email')).toBeInTheDocument();
    fireEvent.click(within(hints).getByRole('button', { name: 'Hide the deposit tip' }));
    await waitFor(() => expect(screen.queryByText('Welcome aboard! Make your first deposit')).not.toBeInTheDocument());
    expect(screen.getByText('Confirm your email')).toBeInTheDocument();
  });

  it('"Send confirmation" calls the server, stores confirm_sent for the player and hides the hint', async () => {
    const { account } = await appAs('new@example.com', '/es');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar confirmación' }, { timeout: 15_000 }));
    expect(await screen.findByText(/Hemos enviado un enlace de confirmación a new@example.com/)).toBeInTheDocument();
    expect(localStorage.getItem(confirmSentKey(account.uid))).toBe('1');
    await waitFor(() => expect(screen.queryByText('Confirma tu correo electrónico')).not.toBeInTheDocument());
  });

  it('no registration hint after 2 hours or with a deposit; no confirm hint with a stored confirm_sent', async () => {
    const account = findAccountByEmail('new@example.com')!;
    account.reg_time -= 3 * HOUR_S;
    localStorage.setItem(confirmSentKey(account.uid), '1');
    await appAs('new@example.com');
    // Give the (skipped) queries time to have run if they were not skipped.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('complementary', HINTS)).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome aboard! Make your first deposit')).not.toBeInTheDocument();
  });

  it('a player with a deposit gets no registration hint even right after registering', async () => {
    const account = findAccountByEmail('new@example.com')!;
    transactionsTable().push({
      id: 9001, uid: account.uid, type: 'deposit', method: 'card', amount: 1000, currency: 'EUR', status: 'success',
      created_at: account.reg_time + 60, updated_at: account.reg_time + 60,
    });
    await appAs('new@example.com');
    expect(await screen.findByText('Confirm your email', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Welcome aboard! Make your first deposit')).not.toBeInTheDocument();
  });

  it('an established, confirmed player (demo) sees no hints', async () => {
    await appAs('demo@example.com');
    expect(await screen.findByText('€1,000', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', HINTS)).not.toBeInTheDocument();
  });
});
