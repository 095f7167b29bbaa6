import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { InteractivityWarningDialog } from './interactivity-warning-dialog';

async function renderWarning(remainingMs: number, locale: 'en' | 'ru' = 'en') {
  await initI18n(locale);
  await i18n.loadNamespaces('session');
  const close = vi.fn();
  // Fake timers only once i18next has loaded (its loading awaits real promises and timers).
  vi.useFakeTimers();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <h1 id="t">outer</h1>
        <InteractivityWarningDialog dialogId="d" titleId="title" close={close} deadline={Date.now() + remainingMs} />
      </Suspense>
    </I18nextProvider>,
  );
  expect(screen.getByRole('timer')).toBeInTheDocument();
  return close;
}

/** Lets the clock run second by second, so React renders between the countdown's timers. */
async function seconds(count: number) {
  for (let i = 0; i < count; i += 1) await act(() => vi.advanceTimersByTimeAsync(1_000));
}

describe('interactivity warning dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('counts down every second from the deadline, but speaks only at whole minutes, 30 and 10 seconds', async () => {
    await renderWarning(180_000);
    expect(screen.getByRole('timer')).toHaveTextContent('3:00');
    const live = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    expect(live).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(live).toHaveTextContent('You will be signed out in 3 minutes');
    await seconds(1);
    expect(screen.getByRole('timer')).toHaveTextContent('2:59');
    expect(live).toHaveTextContent('You will be signed out in 3 minutes');
    await seconds(58);
    expect(live).toHaveTextContent('You will be signed out in 3 minutes');
    await seconds(1);
    expect(live).toHaveTextContent('You will be signed out in 2 minutes');
    await seconds(100);
    expect(screen.getByRole('timer')).toHaveTextContent('0:20');
    expect(live).toHaveTextContent('You will be signed out in 30 seconds');
    await seconds(9);
    expect(live).toHaveTextContent('You will be signed out in 30 seconds');
    await seconds(1);
    expect(live).toHaveTextContent('You will be signed out in 10 seconds');
  });

  it('uses Russian plural forms and resolves "stay" from its button', async () => {
    const close = await renderWarning(120_000, 'ru');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Выход из аккаунта через 2 минуты')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Вы ещё здесь?' })).toHaveAttribute('id', 'title');
    fireEvent.click(screen.getByRole('button', { name: 'Остаться в аккаунте' }));
    expect(close).toHaveBeenCalledWith('stay');
  });
});
