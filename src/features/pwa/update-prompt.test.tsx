import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUiTestI18n, renderWithUi } from '@/components/ui/testing/render-with-ui';
import { resetPwaState, setPwaState, setUpdateHandler } from '@/lib/pwa/pwa-state';
import { holdUnsavedInput, resetUnsavedInput } from '@/lib/pwa/unsaved-input';
import en from '../../../locales/en/pwa.json';
import ru from '../../../locales/ru/pwa.json';
import { UpdatePrompt } from './update-prompt';

const i18n = (lng: string) => createUiTestI18n(lng, { en: { pwa: en }, ru: { pwa: ru } });

describe('UpdatePrompt', () => {
  afterEach(() => {
    resetPwaState();
    resetUnsavedInput();
  });

  it('says the update waits for the form, and asks before updating over typed text', async () => {
    const update = vi.fn();
    setUpdateHandler(update);
    holdUnsavedInput();
    setPwaState({ needRefresh: true });
    renderWithUi(<UpdatePrompt />, { i18n: i18n('en') });
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByText(/once you finish or clear the form/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText(/text you typed will be lost/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update and reload' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep typing' }));
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update and reload' }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('shows the offline notice in Russian and hides when the network returns', () => {
    setPwaState({ offline: true });
    renderWithUi(<UpdatePrompt />, { i18n: i18n('ru') });
    expect(screen.getByRole('status')).toHaveTextContent('Нет подключения к сети');
    act(() => setPwaState({ offline: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces offline-ready once as a toast', () => {
    const { store } = renderWithUi(<UpdatePrompt />, { i18n: i18n('en') });
    act(() => setPwaState({ offlineReady: true, justInstalled: true }));
    expect(store.getState().toasts.items.map((toast) => toast.message)).toEqual([en.offlineReady]);
  });
});
