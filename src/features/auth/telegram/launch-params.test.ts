import { signedInitData } from '../../../../mocks/oauth/telegram-init-data';
import { messagingAppRegistrationBody, readLaunchParams } from './launch-params';
import { isMessagingAppHash } from './messaging-app-hash';

const USER = { id: 555000111, first_name: 'Tele', username: 'tele', language_code: 'es' };

describe('messaging-app launch (SPEC §1, §7)', () => {
  it('is detected only by tgWebAppData in the hash', () => {
    expect(isMessagingAppHash('#tgWebAppData=x&tgWebAppVersion=8.0')).toBe(true);
    expect(isMessagingAppHash('#tgWebAppVersion=8.0&tgWebAppData=x')).toBe(true);
    expect(isMessagingAppHash('#top')).toBe(false);
    expect(isMessagingAppHash('#notgWebAppData=x')).toBe(false);
    expect(readLaunchParams('')).toBeNull();
  });

  it('parses the init data and builds the auth.register body with the raw payload', () => {
    const raw = signedInitData(USER);
    const launch = readLaunchParams(`#tgWebAppData=${encodeURIComponent(raw)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`);
    expect(launch).not.toBeNull();
    expect(launch!.initData).toBe(raw);
    expect(messagingAppRegistrationBody(launch!)).toEqual({
      is_tg: 1,
      id: 555000111,
      username: 'tele',
      hash: new URLSearchParams(raw).get('hash'),
      language_code: 'es',
      payload: raw,
    });
  });

  it('refuses malformed init data', () => {
    const noHash = new URLSearchParams({ user: JSON.stringify(USER) }).toString();
    expect(readLaunchParams(`#tgWebAppData=${encodeURIComponent(noHash)}`)).toBeNull();
    const badUser = new URLSearchParams({ user: '{oops', hash: 'h' }).toString();
    expect(readLaunchParams(`#tgWebAppData=${encodeURIComponent(badUser)}`)).toBeNull();
    const noId = new URLSearchParams({ user: JSON.stringify({ username: 'x' }), hash: 'h' }).toString();
    expect(readLaunchParams(`#tgWebAppData=${encodeURIComponent(noId)}`)).toBeNull();
    expect(readLaunchParams('#tgWebAppData=')).toBeNull();
  });
});
