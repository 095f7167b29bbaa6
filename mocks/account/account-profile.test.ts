import type { TwoFactorChange } from '@/api/account/account-profile.contract';
import { findAccountByEmail } from './accounts';
import { signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

const PROFILE = {
  first_name: 'Alex',
  last_name: 'Demo',
  sex: '1',
  birth_date: '14.05.1990',
  document_number: '',
  country: 'DE',
  region: '',
  home_town: 'Berlin',
  address: 'Unter den Linden 1',
  postcode: '10117',
};

describe('account profile methods (mock)', () => {
  it('saves the profile and refuses what breaks a SPEC §5 rule, field by field', async () => {
    const account = signInAs('demo@example.com');
    expect((await postApi('account.saveProfileInfo', PROFILE)).body.data).toBe(1);
    expect(account.profile).toMatchObject({ sex: 1, country: 'Germany', country_code: 'DE', address: 'Unter den Linden 1' });

    const bad = await postApi('account.saveProfileInfo', { ...PROFILE, first_name: 'Al3x', postcode: '123456789', sex: '', document_number: '000.000.000-00' });
    expect(bad.body.error?.type).toBe('InvalidParameterException');
    expect(bad.body.error?.error_data).toEqual({ first_name: ['INVALID'], sex: ['REQUIRED'], document_number: ['ALREADY_EXISTS'], postcode: ['INVALID'] });
    expect(account.profile.first_name).toBe('Alex');
  });

  it('takes accented towns and regions by the client’s own rule, and still refuses symbols', async () => {
    const account = signInAs('demo@example.com');
    for (const town of ['Forlì', 'Cádiz', 'A Coruña', "Sant'Agata"]) {
      expect((await postApi('account.saveProfileInfo', { ...PROFILE, region: 'Emilia-Romagna', home_town: town })).body.data).toBe(1);
      expect(account.profile.home_town).toBe(town);
    }
    const bad = await postApi('account.saveProfileInfo', { ...PROFILE, region: 'Andalucía <b>', home_town: 'x'.repeat(65) });
    expect(bad.body.error?.error_data).toEqual({ region: ['INVALID'], home_town: ['INVALID'] });
  });

  it('adds a phone unconfirmed, confirms it only with 123456 and subscribes confirmed contacts only', async () => {
    const account = signInAs('demo@example.com');
    expect((await postApi('account.addContact', { contact: '+39 312 555 0101', phone_country_code: 'IT' })).body.data).toBe(1);
    expect((await postApi('account.changeSubscription', { contact: '+393125550101', subscription: '1' })).body.error?.type).toBe('UserNeedConfirmContactException');
    expect((await postApi('account.addContact', { contact: '+393125550101', phone_country_code: 'IT' })).body.error?.error_data).toEqual({ contact: ['ALREADY_EXISTS'] });
    expect((await postApi('account.confirmContact', { contact: '+393125550101', code: '000000' })).body.error?.error_data).toEqual({ code: ['INVALID'] });
    expect((await postApi('account.confirmContact', { contact: '+393125550101', code: '123456' })).body.data).toBe(1);
    expect((await postApi('account.changeSubscription', { contact: '+393125550101', subscription: '1' })).body.data).toBe(1);
    expect(account.contacts.at(-1)).toEqual({ type: 'phone', contact: '+393125550101', is_confirmed: true, is_subscribed: true, phone_country_code: 'IT' });
    const profile = await getApi<{ contacts: unknown[] }>('account.getProfileInfo');
    expect(profile.body.data?.contacts).toHaveLength(account.contacts.length);
  });

  it('changes the password the next sign-in checks', async () => {
    signInAs('demo@example.com');
    expect((await postApi('account.changePassword', { old_password: 'nope', new_password: 'orbit-2026', repeat_password: 'orbit-2026' })).body.error?.error_data).toEqual({ old_password: ['WRONG'] });
    expect((await postApi('account.changePassword', { old_password: 'demo1234', new_password: 'orbit-2026', repeat_password: 'orbit-2026' })).body.data).toBe(1);
    expect((await postApi('auth.login', { login: 'demo@example.com', password: 'demo1234' })).body.error?.type).toBe('AuthorizationException');
    expect((await postApi('auth.login', { login: 'demo@example.com', password: 'orbit-2026' })).body.data).toMatchObject({ uid: 1001 });
  });

  it('switches two-factor on with 123456 (the five SPEC §8 messages on the way) and off again', async () => {
    const account = signInAs('demo@example.com');
    expect((await postApi('account.confirmTwoFactorAuth', { code: '123' })).body.error?.message).toBe('the code must contain 6 digits');
    expect((await postApi('account.confirmTwoFactorAuth', { code: '123456' })).body.error?.message).toBe('Time expired');
    const on = await postApi<TwoFactorChange>('account.changeTwoFactorAuth', { enable: '1' });
    expect(on.body.data).toMatchObject({ enable: true, resend_time: 30 });
    expect(on.body.data?.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{16}/);
    expect((await postApi('account.changeTwoFactorAuth', { enable: '1' })).body.error?.message).toMatch(/^Resend time is \d+$/);
    expect((await postApi('account.confirmTwoFactorAuth', { code: '654321' })).body.error?.message).toBe('two_factor_auth: code is invalid');
    expect((await postApi('account.confirmTwoFactorAuth', { code: '123456' })).body.data).toBe(1);
    expect(account.flags.two_factor_auth).toBe(true);
    expect((await postApi('account.changeTwoFactorAuth', { enable: '1' })).body.error?.message).toBe('two_factor_auth is enable');

    await postApi('account.changeTwoFactorAuth', { enable: '0' });
    expect((await postApi('account.confirmTwoFactorAuth', { code: '123456' })).body.data).toBe(1);
    expect(findAccountByEmail('demo@example.com')?.flags.two_factor_auth).toBe(false);
  });

  it('unsubscribes the contact of a link, or every contact of the signed-in player', async () => {
    const account = findAccountByEmail('demo@example.com');
    if (!account) throw new Error('no demo account');
    account.contacts[0].is_subscribed = true;
    expect((await postApi('account.unsubscribe', { email: 'demo@example.com' })).body.data).toBe(1);
    expect(account.contacts[0].is_subscribed).toBe(false);
    expect((await postApi('account.unsubscribe')).body.error?.type).toBe('AuthorizationException');
  });
});
