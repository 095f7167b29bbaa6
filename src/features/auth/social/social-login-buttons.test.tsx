import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { SocialLoginButtons } from './social-login-buttons';

async function renderButtons(locale: 'en' | 'it', mode: 'signIn' | 'signUp') {
  await initI18n(locale);
  await i18n.loadNamespaces('social');
  return render(<SocialLoginButtons mode={mode} />);
}

describe('SocialLoginButtons', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('names every configured provider in the current language, inside a labelled group', async () => {
    await renderButtons('it', 'signUp');
    const group = screen.getByRole('group', { name: 'oppure registrati con' });
    expect(within(group).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Registrati con Google',
      'Registrati con Facebook',
      'Registrati con Telegram',
    ]);
  });

  it('opens the 640x480 popup for the chosen provider and says where to continue', async () => {
    const popup = { focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    window.history.replaceState(null, '', '/en/gamehall?redirectUrl=%2Fen%2Fcashier');
    await renderButtons('en', 'signIn');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Facebook' }));

    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    const opened = new URL(url);
    expect(opened.pathname).toBe('/oauth/init');
    expect(opened.searchParams.get('service')).toBe('facebook');
    // here, carrying the nonce of the attempt marked in this tab
    const mark = JSON.parse(sessionStorage.getItem('social_auth_pending') ?? 'null') as { provider: string; nonce: string };
    expect(mark.provider).toBe('facebook');
    expect(opened.searchParams.get('redirect_url')).toBe(`${window.location.href}&social_state=${mark.nonce}`);
    expect(opened.searchParams.get('type_auth')).toBe('login');
    expect(name).toBe('social-auth');
    expect(features).toMatch(/^popup=yes,width=640,height=480,left=\d+,top=\d+$/);
    expect(localStorage.getItem(STORAGE_KEYS.socialAuthBackUrl)).toBe('/en/cashier');
    expect(screen.getByRole('status')).toHaveTextContent('Finish signing in with Facebook in the window that opened.');
    window.history.replaceState(null, '', '/');
  });
});
