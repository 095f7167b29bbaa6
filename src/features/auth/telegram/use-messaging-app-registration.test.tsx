import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/core/db';
import { signedInitData } from '../../../../mocks/oauth/telegram-init-data';
import { ENV } from '@/lib/config/env';
import { renderApp } from '@/testing/render-app';
import { resetTelegramScript } from './load-telegram-script';

const USER = { id: 777000222, first_name: 'Mini', username: 'mini_app', language_code: 'en' };
const WAIT = { timeout: 15_000 };

function launchHash(raw: string) {
  return `#tgWebAppData=${encodeURIComponent(raw)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;
}

type HostWindow = Window & { TelegramWebviewProxy?: unknown; Telegram?: unknown };

/** The messaging app's own client around the page: native clients give it this bridge. */
function insideTheMessagingApp() {
  (window as HostWindow).TelegramWebviewProxy = { postEvent: () => {} };
}

/**
 * What telegram-web-app.js does once loaded (jsdom loads no scripts): window.Telegram.WebApp with
 * the init data of the launch hash, whether or not a messaging app is around the page.
 */
async function theScriptLoads() {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${ENV.telegramScriptUrl}"]`);
    if (!found) throw new Error('the mini-app script was not added');
    return found;
  }, WAIT);
  const initData = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData') ?? '';
  (window as HostWindow).Telegram = { WebApp: { initData, ready: () => {}, expand: () => {} } };
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
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
    delete (window as HostWindow).TelegramWebviewProxy;
    delete (window as HostWindow).Telegram;
    vi.restoreAllMocks();
    resetTelegramScript();
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
    server.events.removeAllListeners();
  });

  it('registers an anonymous visitor with is_tg and the raw init data, and loads the mini-app script', async () => {
    const raw = signedInitData(USER);
    window.location.hash = launchHash(raw);
    insideTheMessagingApp();
    const bodies = recordRegistrations();
    await renderApp('/en/');
    await theScriptLoads();
    await waitFor(() => expect(db().session.currentUid).not.toBeNull(), WAIT);
    expect(db().accounts.find((row) => row.uid === db().session.currentUid)?.email).toBe('tg_777000222');
    expect(bodies).toEqual([
      { is_tg: '1', id: '777000222', username: 'mini_app', hash: new URLSearchParams(raw).get('hash'), language_code: 'en', payload: raw },
    ]);
    // In the header: a role query over the whole home page is too slow to poll.
    const header = document.querySelector('header')!;
    expect(await within(header).findByRole('button', { name: 'Profile menu' }, WAIT)).toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${ENV.telegramScriptUrl}"]`)).not.toBeNull();
  });

  it('shows the translated error toast when the payload is refused', async () => {
    const tampered = signedInitData(USER).replace('Mini', 'Evil');
    window.location.hash = launchHash(tampered);
    insideTheMessagingApp();
    await renderApp('/it/');
    await theScriptLoads();
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
    insideTheMessagingApp();
    await renderApp('/en/');
    await theScriptLoads();
    expect(await screen.findAllByRole('button', { name: 'Profile menu' }, WAIT)).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies).toEqual([]);
  });

  it('registers nothing from a link carrying #tgWebAppData opened outside the messaging app', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bodies = recordRegistrations();
    // a valid launch of someone else's account, opened in an ordinary browser tab
    window.location.hash = launchHash(signedInitData(USER));
    await renderApp('/en/');
    await theScriptLoads();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodies).toEqual([]);
    expect(db().session.currentUid).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' }, WAIT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[telegram\] refused/));
  });
});
