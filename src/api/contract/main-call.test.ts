import { mainGet, mainPost } from './main-call';

describe('main-API requests named by their table key', () => {
  it('a read carries its namespace, method and parameters, and no write flag', () => {
    expect(mainGet('account.getProfileInfo', { fields: 'contacts' })).toEqual({ call: 'account.getProfileInfo', params: { fields: 'contacts' } });
    expect(mainGet('account.getInfo')).toEqual({ call: 'account.getInfo' });
  });

  it('a write is a POST and keeps its time limit', () => {
    expect(mainPost('bonuses.activate', { bonus_id: 1 }, { timeoutMs: 5 })).toEqual({ call: 'bonuses.activate', params: { bonus_id: 1 }, post: true, timeoutMs: 5 });
    expect(mainPost('account.setUserOnVerification')).toEqual({ call: 'account.setUserOnVerification', post: true });
  });

  it('the type check refuses what the table does not say', () => {
    // @ts-expect-error account.getInfo is a GET row
    mainPost('account.getInfo');
    // @ts-expect-error account.saveProfileInfo is a POST row
    mainGet('account.saveProfileInfo');
    // @ts-expect-error the row of account.addContact lists contact and phone_country_code only
    mainPost('account.addContact', { contact: 'x', phone: '1' });
    const declared: { bonus_id: number; id: number } = { bonus_id: 1, id: 1 };
    // @ts-expect-error a declared type with a name the row lacks is refused too
    mainPost('bonuses.activate', declared);
    // @ts-expect-error no such method in the table
    mainGet('account.getNothing');
  });
});
