import { db } from './db/db';
import {
  applyScenariosFromUrl,
  clearScenarios,
  forceError,
  parseErrorSpec,
  scenarioState,
  setLatency,
  signInAs,
} from './scenarios';

describe('scenarios', () => {
  it('applyScenariosFromUrl applies the mock_* params and strips them', () => {
    const url = new URL(
      'https://casino.test/en/gamehall?category=7&mock_error=account.getInfo:UserBanned,metadata.*:TooManyRequests' +
        '&mock_error=*:InternalServerError:2&mock_latency=800&mock_offline=1&mock_login=demo@example.com&mock_catalog=large&q=a%20b#top',
    );
    const clean = applyScenariosFromUrl(url);
    expect(clean.href).toBe('https://casino.test/en/gamehall?category=7&q=a%20b#top');
    expect(scenarioState()).toEqual({
      forcedErrors: [
        { match: 'account.getInfo', type: 'UserBanned' },
        { match: 'metadata.*', type: 'TooManyRequests' },
        { match: '*', type: 'InternalServerError', remaining: 2 },
      ],
      latencyMs: 800,
      offline: true,
      catalog: 'large',
    });
    expect(db().session.currentUid).toBe(1001);
  });

  it('mock_reset=1 resets the database and the switches before applying the rest', () => {
    forceError('*', 'UserBanned');
    setLatency(500);
    signInAs('kyc@example.com');
    applyScenariosFromUrl(new URL('https://casino.test/?mock_reset=1&mock_error=account.*:UserDeleted'));
    expect(scenarioState()).toMatchObject({ latencyMs: 0, forcedErrors: [{ match: 'account.*', type: 'UserDeleted' }] });
    expect(db().session.currentUid).toBeNull();
  });

  it('mock_error=clear, mock_offline=0, mock_logout=1 and mock_reset=1', () => {
    forceError('*', 'UserBanned');
    signInAs('kyc@example.com');
    db().accounts[0].locale = 'es';
    const clean = applyScenariosFromUrl(
      new URL('https://casino.test/?mock_error=clear&mock_offline=0&mock_logout=1&mock_reset=1'),
    );
    expect(clean.href).toBe('https://casino.test/');
    expect(scenarioState().forcedErrors).toEqual([]);
    expect(scenarioState().offline).toBe(false);
    expect(db().session.currentUid).toBeNull();
    expect(db().accounts[0].locale).toBeNull();
  });

  it('ignores malformed values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=account.getInfo:Nope&mock_error=bad&mock_latency=x&mock_login=who@x.y'));
    expect(scenarioState().forcedErrors).toEqual([]);
    expect(scenarioState().latencyMs).toBe(0);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('forceError validates its input and accepts wire names', () => {
    expect(() => forceError('account', 'UserBanned')).toThrow(TypeError);
    expect(() => forceError('*', 'NoSuchError')).toThrow(TypeError);
    forceError('cashier.makeDeposit', 'BillingDepositLimitExceededException');
    expect(scenarioState().forcedErrors).toEqual([{ match: 'cashier.makeDeposit', type: 'BillingDepositLimitExceeded' }]);
    clearScenarios();
    expect(scenarioState().forcedErrors).toEqual([]);
  });

  it('parseErrorSpec', () => {
    expect(parseErrorSpec('a.b:UserBanned')).toEqual({ match: 'a.b', type: 'UserBanned' });
    expect(parseErrorSpec('*:UserBanned:3')).toEqual({ match: '*', type: 'UserBanned', times: 3 });
    expect(parseErrorSpec('*:UserBanned:0')).toBeNull();
    expect(parseErrorSpec('a.b')).toBeNull();
  });
});
