import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setForceLogoutTime, signInAs } from '../../../../mocks/scenarios';
import { sessionAccount } from '../../../../mocks/account/accounts';
import { renderApp } from '@/testing/render-app';

const WARNING = { name: 'Are you still there?' };
// The first dialog of a visit also loads the dialog host's chunk, which takes a while on a busy machine.
const SLOW = { timeout: 10_000 };

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('inactivity (SPEC §4, §9)', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 100 s: the warning at 80 s, the forced sign-out at 100 s.
    setForceLogoutTime(100);
  });
  afterEach(() => vi.useRealTimers());

  async function signedInApp(url = '/en') {
    signInAs('demo@example.com');
    const app = await renderApp(url);
    expect(await screen.findByText('€1,000', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The app shell loads the watcher once the player is known, and the period starts with its
    // timer: only then may the clock move.
    await vi.waitFor(() => expect(document.documentElement.dataset.inactivityTimer).toBe('running'), SLOW);
    return app;
  }

  it('warns at 80% with a countdown and no close button, then signs out at 100%', async () => {
    const { router } = await signedInApp('/en/promotions');
    await advance(70_000);
    expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument();
    await advance(10_500);
    const dialog = await screen.findByRole('dialog', WARNING, SLOW);
    expect(dialog).toHaveTextContent(/0:(1\d|20)/);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(await screen.findByText(/You will be signed out in 1 minute|You will be signed out in 30 seconds/)).toBeInTheDocument();

    await advance(20_000);
    await waitFor(() => expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument());
    expect(await screen.findByText(/signed out because you were inactive/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(sessionAccount()).toBeUndefined();
  });

  it('"Stay signed in" closes the warning and starts the period again', async () => {
    await signedInApp();
    await advance(81_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument());
    await advance(65_000);
    expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument();
    expect(sessionAccount()?.email).toBe('demo@example.com');
    await advance(20_000);
    expect(await screen.findByRole('dialog', WARNING, SLOW)).toBeInTheDocument();
  });

  it('a keydown, a scroll or a route change resets the timer', async () => {
    const { router } = await signedInApp();
    await advance(60_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(60_000);
    fireEvent.scroll(window);
    await advance(60_000);
    await act(() => router.navigate('/en/promotions'));
    await advance(60_000);
    expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument();
    expect(sessionAccount()).toBeDefined();
  });

  it('a key pressed while the warning is up closes it', async () => {
    await signedInApp();
    await advance(85_000);
    expect(await screen.findByRole('dialog', WARNING, SLOW)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Shift' });
    await waitFor(() => expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument());
  });

  it('does not run for an anonymous visitor', async () => {
    await renderApp('/en');
    expect(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
    await advance(300_000);
    expect(screen.queryByRole('dialog', WARNING)).not.toBeInTheDocument();
    expect(screen.queryByText(/signed out because you were inactive/)).not.toBeInTheDocument();
  });
});
