import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@/lib/toasts/toast-thunks';
import { createUiTestI18n, renderWithUi } from '../testing/render-with-ui';
import type { ToastBodyProps } from './toast-item';
import { ToastHost } from './toast-host';

function LoyaltyBody({ toast, points }: ToastBodyProps) {
  return <span>{`+${String(points)} points (${toast.kind})`}</span>;
}

const extra = {
  en: { common: { promo: { activated: 'Promo code {{code}} activated' } } },
};

function setup() {
  const view = renderWithUi(<ToastHost components={{ loyalty: LoyaltyBody }} />, { i18n: createUiTestI18n('en', extra) });
  // The card is a lazy chunk: act waits for it (and React's retry) before the test looks.
  const show = async (params: Parameters<typeof showToast>[0]) => {
    let id = '';
    await act(async () => {
      id = view.store.dispatch(showToast(params));
      await import('./toast-item');
    });
    return id;
  };
  return { ...view, show };
}

describe('ToastHost', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast as a status and removes it after 5000 ms', async () => {
    vi.useFakeTimers();
    const { show } = setup();
    await show({ kind: 'success', message: 'Profile saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', async () => {
    const { show } = setup();
    await show({ kind: 'error', message: 'Payment declined' });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment declined');
  });

  it('closes by hand with a labelled button', async () => {
    const { show } = setup();
    await show({ message: 'Hello' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('translates message keys with values at render time', async () => {
    const { show, i18n } = setup();
    await show({ kind: 'success', messageKey: 'common:promo.activated', values: { code: 'WELCOME' } });
    expect(screen.getByRole('status')).toHaveTextContent('Promo code WELCOME activated');
    act(() => void i18n.changeLanguage('ru'));
    expect(screen.getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
  });

  it('renders a named custom body and calls onOpened once', async () => {
    const onOpened = vi.fn();
    const { show } = setup();
    await show({ component: 'loyalty', componentProps: { points: 50 }, kind: 'success', onOpened });
    expect(screen.getByRole('status')).toHaveTextContent('+50 points (success)');
    expect(onOpened).toHaveBeenCalledTimes(1);
  });
});
