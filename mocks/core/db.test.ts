// @vitest-environment jsdom
import { findAccountByEmail } from '../account/accounts';
import { adoptPersistedDb, db, DB_STORAGE_KEY, disableDbPersistence, enableDbPersistence, persistDb, resetMockDb } from './db';
import { DB_VERSION, type MockDb } from './schema';
import { DEMO_ACCOUNTS } from '../account/fixtures/demo-accounts';
import { forceError, scenarioState, signInAs } from '../scenarios';

describe('mock db', () => {
  afterEach(() => disableDbPersistence());

  it('seeds the demo accounts', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'demo@example.com',
      '2fa@example.com',
      'new@example.com',
      'kyc@example.com',
      'banned@example.com',
      'limit@example.com',
    ]);
    expect(DEMO_ACCOUNTS.every((account) => account.password === 'demo1234')).toBe(true);
    expect(findAccountByEmail('2fa@example.com')).toMatchObject({ two_factor_code: '123456', flags: { two_factor_auth: true } });
    expect(findAccountByEmail('banned@example.com')?.flags.banned).toBe(true);
    expect(findAccountByEmail('new@example.com')?.contacts[0].is_confirmed).toBe(false);
  });

  it('resetMockDb reseeds the data and clears the QA switches', () => {
    signInAs('demo@example.com');
    db().wallets[0].main = 1;
    forceError('*', 'UserBanned');
    resetMockDb();
    expect(db().session.currentUid).toBeNull();
    expect(db().wallets[0].main).toBe(100_000);
    expect(scenarioState().forcedErrors).toEqual([]);
  });

  it('persists to the given storage and reseeds an outdated copy', () => {
    enableDbPersistence(localStorage);
    signInAs('kyc@example.com');
    persistDb();
    const saved = JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as MockDb;
    expect(saved.session.currentUid).toBe(1004);

    resetMockDb();
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...saved, nextUid: 4242 }));
    enableDbPersistence(localStorage);
    expect(db().session.currentUid).toBe(1004);
    expect(db().nextUid).toBe(4242);

    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...saved, version: DB_VERSION - 1 }));
    enableDbPersistence(localStorage);
    expect(db().session.currentUid).toBeNull();
    expect((JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as MockDb).version).toBe(DB_VERSION);
  });

  it('takes the copy another tab wrote (the provider page of a new-window payment), never an outdated one', () => {
    enableDbPersistence(localStorage);
    const saved = JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!) as MockDb;
    saved.wallets[0].main = 4_200;
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(saved));
    expect(adoptPersistedDb(localStorage)).toBe(true);
    expect(db().wallets[0].main).toBe(4_200);
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ ...saved, version: DB_VERSION - 1, nextUid: 1 }));
    expect(adoptPersistedDb(localStorage)).toBe(false);
    expect(db().nextUid).not.toBe(1);
  });
});
