import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { RealityCheckDialog } from './reality-check-dialog';

async function renderDialog(locale: 'en' | 'ru', net: number) {
  await initI18n(locale);
  await i18n.loadNamespaces('responsible-gaming');
  const close = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <RealityCheckDialog dialogId="d" titleId="title" close={close} startedAt={Date.now() - 75 * 60_000} net={net} currency="EUR" />
      </Suspense>
    </I18nextProvider>,
  );
  return close;
}

describe('reality check dialog', () => {
  it('shows the time played and the net result, and answers continue or leave', async () => {
    const close = await renderDialog('en', -12.5);
    expect(screen.getByRole('heading', { name: 'Time for a reality check' })).toBeInTheDocument();
    expect(screen.getByText('1 h 15 min')).toBeInTheDocument();
    expect(screen.getByText(/−.*12\.50/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(close).toHaveBeenLastCalledWith('continue');
    fireEvent.click(screen.getByRole('button', { name: 'Leave and sign out' }));
    expect(close).toHaveBeenLastCalledWith('leave');
  });

  it('speaks Russian', async () => {
    await renderDialog('ru', 40);
    expect(screen.getByRole('button', { name: 'Продолжить игру' })).toBeInTheDocument();
    expect(screen.getByText(/\+.*40/)).toBeInTheDocument();
  });
});
