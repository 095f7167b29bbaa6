import { fireEvent, screen } from '@testing-library/react';
import { signInAs } from '../../../../mocks/scenarios';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { selectTopDialog } from '@/lib/dialogs/dialogs-slice';
import { renderApp } from '@/testing/render-app';

/** Renders the app, waits for the header (`ready`), then opens the demo-mode dialog. */
async function openDemo(url: string, ready: { role: 'link' | 'button'; name: RegExp }) {
  const app = await renderApp(url);
  expect(await screen.findByRole(ready.role, { name: ready.name }, { timeout: 15_000 })).toBeInTheDocument();
  const handle = app.store.dispatch(openDialog({ component: 'demoMode' }));
  const dialog = await screen.findByRole('dialog', { name: /Demo mode|Modo demo/ }, { timeout: 10_000 });
  return { ...app, handle, dialog };
}

describe('demo mode dialog', { timeout: 30_000 }, () => {
  it('a visitor who wants to play for real gets the sign-up popup', async () => {
    const { handle, store } = await openDemo('/en', { role: 'link', name: /^Sign in$/ });
    expect(screen.getByText(/Create an account to play for real money/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play for real' }));
    await expect(handle).resolves.toBe('signUp');
    expect(selectTopDialog(store.getState())).toMatchObject({ component: 'authPopup', componentProps: { mode: 'signUp' } });
  });

  it('a signed-in player resolves with real; "Continue in demo" resolves with demo (in Spanish too)', async () => {
    signInAs('demo@example.com');
    const { handle, store } = await openDemo('/es', { role: 'button', name: /Menú del perfil/ });
    fireEvent.click(screen.getByRole('button', { name: 'Jugar con dinero real' }));
    await expect(handle).resolves.toBe('real');
    expect(selectTopDialog(store.getState())).toBeNull();

    const again = store.dispatch(openDialog({ component: 'demoMode' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir en demo' }));
    await expect(again).resolves.toBe('demo');
  });
});
