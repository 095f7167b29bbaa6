import { SERVER_ERROR_TYPES } from '@/api/errors';
import { db } from './core/db';
import { checkErrorSpec, suggestErrorType } from './core/error-spec';
import {
  applyScenariosFromUrl,
  clearScenarios,
  dismissScenarioWarnings,
  forceError,
  scenarioState,
  scenarioWarnings,
  setCallLatency,
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
      callLatencies: [],
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
    expect(scenarioWarnings().map((warning) => warning.param)).toEqual(['mock_error=account.getInfo:Nope', 'mock_error=bad', 'mock_latency=x']);
    warn.mockRestore();
  });

  it('a mistyped error type forces nothing and warns with the valid types and the near match', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=auth.login:ServiceUnavailable'));
    expect(scenarioState().forcedErrors).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('mock_error=auth.login:ServiceUnavailable');
    expect(message).toContain('unknown error type "ServiceUnavailable"');
    expect(message).toContain('Did you mean "ApplicationUnavailable"?');
    for (const type of SERVER_ERROR_TYPES) expect(message).toContain(type);
    expect(scenarioWarnings()).toEqual([
      {
        param: 'mock_error=auth.login:ServiceUnavailable',
        issues: [{ kind: 'type', type: 'ServiceUnavailable', suggestion: 'ApplicationUnavailable' }],
      },
    ]);
    warn.mockRestore();
  });

  it('valid entries of the same parameter still apply next to rejected calls, types and counts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(
      new URL(
        'https://casino.test/?mock_error=account.getInfo:UserBanned,acount.getInfo:UserBanned,account.getInfoo:UserBanned' +
          '&mock_error=lottery.*:UserBanned,*:UserBaned,*:InternalServerError:0,metadata.*:TooManyRequests:2',
      ),
    );
    expect(scenarioState().forcedErrors).toEqual([
      { match: 'account.getInfo', type: 'UserBanned' },
      { match: 'metadata.*', type: 'TooManyRequests', remaining: 2 },
    ]);
    expect(warn).toHaveBeenCalledTimes(5);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages[0]).toMatch(/unknown call pattern "acount\.getInfo"\. Did you mean "account\.getInfo"\? Valid forms: namespace\.method, namespace\.\* or \*/);
    expect(messages[1]).toMatch(/unknown call "account\.getInfoo": account has no such method\. Did you mean "account\.getInfo"\? Its methods: .*getInfo/);
    expect(messages[2]).toMatch(/unknown call pattern "lottery\.\*".*served namespace: account, auth,/);
    expect(messages[3]).toContain('Did you mean "UserBanned"?');
    expect(messages[4]).toContain('bad count "0"');
    expect(scenarioWarnings().map((warning) => warning.issues[0].kind)).toEqual(['call', 'call', 'call', 'type', 'count']);
    dismissScenarioWarnings();
    expect(scenarioWarnings()).toEqual([]);
    warn.mockRestore();
  });

  it('a later mock_error replaces the warnings; mock_reset=1 clears old ones first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=*:Nope'));
    expect(scenarioWarnings()).toHaveLength(1);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=10'));
    expect(scenarioWarnings()).toHaveLength(1);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=*:UserBanned'));
    expect(scenarioWarnings()).toEqual([]);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=*:Nope'));
    applyScenariosFromUrl(new URL('https://casino.test/?mock_reset=1'));
    expect(scenarioWarnings()).toEqual([]);
    warn.mockRestore();
  });

  it('mock_latency takes call patterns like mock_error: ms or never; a plain number still means every call', () => {
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=account.getInfo:never,metadata.*:60000&mock_latency=250&mock_latency=*:900'));
    expect(scenarioState().latencyMs).toBe(250);
    expect(scenarioState().callLatencies).toEqual([
      { match: 'account.getInfo', ms: 'never' },
      { match: 'metadata.*', ms: 60000 },
      { match: '*', ms: 900 },
    ]);
    // A later entry for the same call replaces it; 0 removes it; clear removes every delay.
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=account.getInfo:30,metadata.*:0'));
    expect(scenarioState().callLatencies).toEqual([
      { match: '*', ms: 900 },
      { match: 'account.getInfo', ms: 30 },
    ]);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=clear'));
    expect(scenarioState()).toMatchObject({ latencyMs: 0, callLatencies: [] });
  });

  it('a rejected mock_latency entry delays nothing, warns with what is valid, and the valid ones apply', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=acount.getInfo:never,account.getInfo:soon,account.getInfo:never,x,1:2:3'));
    expect(scenarioState().callLatencies).toEqual([{ match: 'account.getInfo', ms: 'never' }]);
    expect(scenarioState().latencyMs).toBe(0);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/ignored mock_latency=acount\.getInfo:never: unknown call pattern "acount\.getInfo"\. Did you mean "account\.getInfo"\?/);
    expect(messages[1]).toMatch(/ignored mock_latency=account\.getInfo:soon: bad latency "soon"/);
    expect(scenarioWarnings().map((warning) => [warning.param, warning.issues[0].kind])).toEqual([
      ['mock_latency=acount.getInfo:never', 'call'],
      ['mock_latency=account.getInfo:soon', 'latency'],
      ['mock_latency=x', 'latency'],
      ['mock_latency=1:2:3', 'latency'],
    ]);
    // A later mock_error replaces its own warnings only.
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=*:UserBanned'));
    expect(scenarioWarnings()).toHaveLength(4);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=10'));
    expect(scenarioWarnings()).toEqual([]);
    warn.mockRestore();
  });

  it('setCallLatency validates the call like forceError', () => {
    expect(() => setCallLatency('acount.getInfo', 'never')).toThrow(/Did you mean "account\.getInfo"/);
    expect(() => setCallLatency('account.getInfo', -1)).toThrow(TypeError);
    setCallLatency('account.getInfo', 'never');
    expect(scenarioState().callLatencies).toEqual([{ match: 'account.getInfo', ms: 'never' }]);
    clearScenarios();
    expect(scenarioState().callLatencies).toEqual([]);
  });

  it('forceError validates its input, names what is valid and accepts wire names', () => {
    expect(() => forceError('account', 'UserBanned')).toThrow(TypeError);
    expect(() => forceError('nosuch.*', 'UserBanned')).toThrow(/served namespace: account/);
    expect(() => forceError('account.nosuch', 'UserBanned')).toThrow(/account has no such method/);
    expect(() => forceError('*', 'NoSuchError')).toThrow(/Valid types: UnknownError, ApplicationDisabled/);
    expect(() => forceError('*', 'UserBanned', { times: 0 })).toThrow(/bad count/);
    forceError('cashier.getHistory', 'BillingDepositLimitExceededException');
    expect(scenarioState().forcedErrors).toEqual([{ match: 'cashier.getHistory', type: 'BillingDepositLimitExceeded' }]);
    clearScenarios();
    expect(scenarioState().forcedErrors).toEqual([]);
  });

  it('checkErrorSpec', () => {
    expect(checkErrorSpec('account.getInfo:UserBanned')).toEqual({ ok: true, spec: { match: 'account.getInfo', type: 'UserBanned' } });
    expect(checkErrorSpec('*:UserBannedException:3')).toEqual({ ok: true, spec: { match: '*', type: 'UserBanned', times: 3 } });
    expect(checkErrorSpec('*:UserBanned:0')).toEqual({ ok: false, issues: [{ kind: 'count', count: '0' }] });
    expect(checkErrorSpec('*:UserBanned:x')).toEqual({ ok: false, issues: [{ kind: 'count', count: 'x' }] });
    expect(checkErrorSpec('a.b')).toEqual({ ok: false, issues: [{ kind: 'format' }] });
    expect(checkErrorSpec('a.b:Nope:1:2')).toEqual({ ok: false, issues: [{ kind: 'format' }] });
    expect(checkErrorSpec('a.b:Nope')).toEqual({
      ok: false,
      issues: [
        { kind: 'call', call: 'a.b', reason: 'namespace' },
        { kind: 'type', type: 'Nope' },
      ],
    });
  });

  it('suggests a type only for an obvious near match', () => {
    expect(suggestErrorType('ServiceUnavailable')).toBe('ApplicationUnavailable');
    expect(suggestErrorType('userbanned')).toBe('UserBanned');
    expect(suggestErrorType('TooManyRequest')).toBe('TooManyRequests');
    expect(suggestErrorType('InternalServerErorr')).toBe('InternalServerError');
    expect(suggestErrorType('Forbidden')).toBe('AccessDenied');
    expect(suggestErrorType('Banned')).toBe('UserBanned');
    expect(suggestErrorType('Unavailable')).toBeUndefined();
    expect(suggestErrorType('Nope')).toBeUndefined();
    expect(suggestErrorType('SomethingElseEntirely')).toBeUndefined();
  });
});
