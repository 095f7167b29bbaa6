import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { makeStore } from '@/store/store';
import { Countdown } from './countdown';

describe('Countdown at zero', () => {
  it('reads the tournament (and the list) again once the time is up', async () => {
    await initI18n('en');
    await i18n.loadNamespaces('tournaments');
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const soon = Date.now() + 1_200;
    render(
      <Provider store={store}>
        <Countdown tournament={{ id: 201, status: 'active', start_at: new Date(soon - 3_600_000).toISOString(), end_at: new Date(soon).toISOString() }} />
      </Provider>,
    );
    expect(screen.getByRole('timer')).not.toHaveTextContent('Time is up');
    const invalidated = () =>
      dispatch.mock.calls.some(([action]) => {
        const payload = (action as { type?: string; payload?: unknown }).payload;
        return JSON.stringify(payload ?? '').includes('"id":201');
      });
    expect(invalidated()).toBe(false);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Time is up'), { timeout: 5_000 });
    await waitFor(() => expect(invalidated()).toBe(true));
  });
});
