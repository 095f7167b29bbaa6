import { sessionAccount } from '../account/accounts';
import { signedInitData } from '../oauth/telegram-init-data';
import { postApi } from '../core/test-utils';
import { TELEGRAM_SCRIPT_URL } from './auth-telegram';

const USER = { id: 555000111, first_name: 'Tele', username: 'tele', language_code: 'it' };

function registrationBody(payload: string) {
  const fields = new URLSearchParams(payload);
  const user = JSON.parse(fields.get('user')!) as typeof USER;
  return {
    is_tg: '1',
    id: String(user.id),
    username: user.username,
    hash: fields.get('hash')!,
    language_code: user.language_code,
    payload,
  };
}

describe('auth.register from the messaging app (is_tg)', () => {
  it('signs a new player up with a valid payload, and the same player in again', async () => {
    const first = await postApi<{ uid: number; login: string; locale: string }>('auth.register', registrationBody(signedInitData(USER)));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ login: 'tg_555000111', locale: 'it', is_registration_completed: true });
    expect(sessionAccount()?.uid).toBe(first.body.data!.uid);

    const second = await postApi<{ uid: number }>('auth.register', registrationBody(signedInitData(USER, 1_700_000_500)));
    expect(second.body.data!.uid).toBe(first.body.data!.uid);
  });

  it('refuses a payload whose hash does not match, or whose id differs', async () => {
    const tampered = signedInitData(USER).replace('first_name%22%3A%22Tele', 'first_name%22%3A%22Evil');
    const bad = await postApi('auth.register', registrationBody(tampered));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { hash: ['INVALID'] } });

    const otherId = await postApi('auth.register', { ...registrationBody(signedInitData(USER)), id: '42' });
    expect(otherId.body.error?.error_data).toEqual({ id: ['INVALID'] });
    expect(sessionAccount()).toBeUndefined();
  });

  it('serves a stand-in of the mini-application script', async () => {
    const response = await fetch(TELEGRAM_SCRIPT_URL);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('window.Telegram');
  });
});
