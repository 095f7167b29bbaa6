import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { queueLoyaltyNotice, signInAs } from '../../../../mocks/scenarios';
import { renderApp } from '@/testing/render-app';
import { NOTIFICATION_DISPLAY_DELAY_MS, notificationToast } from './notification-settings';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const played: { src: string; volume: number }[] = [];

class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

beforeEach(() => {
  played.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loyalty notifications', () => {
  it('waits for the first click, then shows each notice as a toast with the sound at half volume', async () => {
    signInAs('demo@example.com');
    queueLoyaltyNotice('credit');
    const { router } = await renderApp('/en/gamehall');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText(/Points credited/)).not.toBeInTheDocument();

    fireEvent.click(document.body);
    const toast = await screen.findByText('Points credited — +100 points on your loyalty account.', {}, SLOW);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0].volume).toBe(0.5);

    // Every path change asks again: a failure notice queued meanwhile shows as an error toast.
    queueLoyaltyNotice('other');
    await act(() => router.navigate('/en/loyalty'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Credit failed — The promotion points were not credited');
  });

  it('turns a notice into a toast of the configured duration, credit as success and other as error', () => {
    const notice = { id: 7, trigger: 'qa', type: 'credit' as const, title: 'A', message: 'B', amount: null, amountType: null, image: null };
    const sound = vi.fn();
    expect(notificationToast(notice, 5, sound)).toMatchObject({ id: 'loyalty-notice-7', kind: 'success', message: 'A — B', duration: 5000, onOpened: sound });
    expect(notificationToast({ ...notice, type: 'other' }, 8, sound)).toMatchObject({ kind: 'error', duration: 8000 });
    expect(NOTIFICATION_DISPLAY_DELAY_MS).toBe(300);
  });
});
