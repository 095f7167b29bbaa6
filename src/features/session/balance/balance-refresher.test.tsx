import { act, fireEvent, screen } from '@testing-library/react';
import { setBalanceRefresh, setMainBalance, signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function signedInApp(url: string) {
  signInAs('demo@example.com');
  const app = await renderApp(url);
  expect(await screen.findByText('€1,000', {}, { timeout: 15_000 })).toBeInTheDocument();
  return app;
}

describe('balance polling in the header (SPEC §3, §4, §9)', { timeout: 40_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('after-click refresh: the header shows the new balance about 1 s after a click', async () => {
    setBalanceRefresh('click');
    await signedInApp('/en/promotions');
    setMainBalance(1234.5);
    await advance(5_000);
    expect(screen.getByText('€1,000')).toBeInTheDocument();
    fireEvent.click(document.body);
    await advance(1_200);
    expect(await screen.findByText('€1,234.50', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('interval refresh: the header follows the wallet every 10 s', async () => {
    setBalanceRefresh('interval');
    await signedInApp('/en');
    setMainBalance(42);
    await advance(10_500);
    expect(await screen.findByText('€42')).toBeInTheDocument();
  });

  it('with the SPEC defaults (both off) nothing is refetched', async () => {
    await signedInApp('/en');
    setMainBalance(777);
    fireEvent.click(document.body);
    await advance(30_000);
    expect(screen.getByText('€1,000')).toBeInTheDocument();
    expect(screen.queryByText('€777')).not.toBeInTheDocument();
  });

  it('never refreshes on a game page', async () => {
    setBalanceRefresh('both');
    await signedInApp('/en/game/lucky-orbit-fruits');
    setMainBalance(555);
    fireEvent.click(document.body);
    await advance(30_000);
    expect(screen.queryByText('€555')).not.toBeInTheDocument();
    expect(screen.getByText('€1,000')).toBeInTheDocument();
  });
});
