import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/db';
import { signedInitData } from '../../../../mocks/oauth/telegram-init-data';
import { ENV } from '@/lib/config/env';
import { renderApp } from '@/testing/render-app';
import { resetTelegramScript } from './load-telegram-script';

const USER = { id: 777000222, first_name: 'Mini', username: 'mini_app', language_code: 'en' };
const WAIT = { timeout: 15_000 };

function launchHash(raw: string) {
  return `#tgWebAppData=${encodeURIComponent(raw)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;
}

/** Every auth.register form body sent during the test. */
function recordRegistrations() {
  const bodies: Array<Record<string, string>> = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/auth/register')) return;
    void request
      .clone()
      .formData()
      .then((form) => bodies.push(Object.fromEntries([...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]))));
  });
  return bodies;
}

describe('messaging-app registration', { timeout: 40_000 }, () => {
  afterEach(() => {
    window.location.hash = '';
    resetTelegramScript();
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
    server.events.removeAllListeners();
  });

  it('registers an anonymous visitor with is_tg and the raw init data, and loads the mini-app script', async () => {
    const raw = signedInitData(USER);
    window.location.hash = launchHash(raw);
    const bodies = recordRegistrations();
    await renderApp('/en/');
    await waitFor(() => expect(db().session.currentUid).not.toBeNull(), WAIT);
    expect(db().accounts.find((row) => row.uid === db().session.currentUid)?.email).toBe('tg_777000222');
    expect(bodies).toEqual([
      { is_tg: '1', id: '777000222', username: 'mini_app', hash: new URLSearchParams(raw).get('hash'), language_code: 'en', payload: raw },
    ]);
    expect(await screen.findByRole('button', { name: 'Profile menu' }, WAIT)).toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${ENV.telegramScriptUrl}"]`)).not.toBeNull();
  });

  it('shows the translated error toast when the payload is refused', async () => {
    const tampered = signedInitData(USER).replace('Mini', 'Evil');
    window.location.hash = launchHash(tampered);
    await renderApp('/it/');
    expect(
      await screen.findByText('Non è stato possibile registrarti tramite il messenger. Riprova più tardi.', {}, WAIT),
    ).toBeInTheDocument();
    expect(db().session.currentUid).toBeNull();
  });

  it('does nothing for a signed-in player or outside the messaging app', async () => {
    const bodies = recordRegistrations();
    const visitorApp = await renderApp('/en/');
    await screen.findByRole('link', { name: 'Sign in' }, WAIT);
    expect(document.head.querySelector('script[src*="telegram"]')).toBeNull();
    // One app at a time: the visitor's app, still mounted, would rightly register on the new hash.
    visitorApp.unmount();

    db().session.currentUid = 1001;
    window.location.hash = launchHash(signedInitData(USER));
    await renderApp('/en/');
    expect(await screen.findAllByRole('button', { name: 'Profile menu' }, WAIT)).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies).toEqual([]);
  });
});
