import { ERROR_STATUS } from '@/api/errors';
import { walletOf } from '../account/accounts';
import { forceError, setCallLatency, setLatency, setOffline, signInAs } from '../scenarios';
import { type ApiBody, APP_WRITE_HEADERS, apiUrl, getApi, postApi } from './test-utils';

describe('main API handler', () => {
  it('answers InvalidRequest without v=2.34', async () => {
    for (const version of [null, '2.33']) {
      const response = await fetch(apiUrl('account.getInfo', {}, version));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiBody<never>).error?.type).toBe('InvalidRequestException');
    }
  });

  it('answers MethodNotFound for unknown methods and namespaces', async () => {
    for (const call of ['account.noSuchMethod', 'nowhere.get', 'account.toString']) {
      const { status, body } = await getApi(call);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { type: 'MethodNotFoundException', message: `Method ${call} not found` } });
    }
  });

  it('refuses a parameter the contract table does not list, in the query and in the body, naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = await getApi('metadata.get', { statuses: 'x' });
    expect(read.status).toBe(400);
    expect(read.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { statuses: ['UNKNOWN'] } });
    signInAs('demo@example.com');
    const written = await postApi('bonuses.activate', { id: '7001' });
    expect(written.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { id: ['UNKNOWN'] } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[mocks\] refused bonuses\.activate: parameter "id" is not in the contract table \(it lists bonus_id\)/));
    warn.mockRestore();
  });

  it('answers events.handle (SPEC §7) and remembers what the player did', async () => {
    expect((await getApi('events.handle', { event: 'tournament_view', tournament_id: '1' })).status).toBe(401);
    signInAs('demo@example.com');
    expect((await getApi('events.handle', { event: 'tournament_view', tournament_id: '1' })).body.data).toBe(1);
    expect((await getApi('events.handle', { event: 'promotion_view', offer_id: '2' })).body.data).toBe(1);
    expect((await getApi('events.handle', { event: 'promotion_view' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('events.handle', { event: 'Bad event!', offer_id: '2' })).body.error?.type).toBe('InvalidParameterException');
    const { handledEvents } = await import('../tournaments/event-tables');
    expect(handledEvents().map(({ event, tournament_id, offer_id }) => ({ event, tournament_id, offer_id }))).toEqual([
      { event: 'tournament_view', tournament_id: 1, offer_id: null },
      { event: 'promotion_view', tournament_id: null, offer_id: 2 },
    ]);
  });

  it('accepts non_strict=1 from a frame', async () => {
    expect((await getApi('metadata.get', { non_strict: '1' })).status).toBe(200);
  });

  it('rejects a JSON body on a POST', async () => {
    signInAs('demo@example.com');
    const response = await fetch(apiUrl('account.changeLocale'), {
      method: 'POST',
      headers: { ...APP_WRITE_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a POST without X-Requested-With, as a cross-site form would send it', async () => {
    const account = signInAs('demo@example.com');
    const before = walletOf(account).main;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = new FormData();
    body.append('amount', '10');
    const response = await fetch(apiUrl('cashier.makeWithdrawal'), { method: 'POST', body });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiBody<never>).error?.type).toBe('AccessDeniedException');
    expect(walletOf(account).main).toBe(before);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[mocks] refused POST cashier.makeWithdrawal'));
    warn.mockRestore();
  });

  it('forceError on one call fails only that call', async () => {
    forceError('account.getInfo', 'UserBanned');
    const { status, body } = await getApi('account.getInfo');
    expect(status).toBe(ERROR_STATUS.UserBanned);
    expect(body).toEqual({ error: { type: 'UserBannedException', message: 'Forced by QA scenario' } });
    expect((await getApi('metadata.get')).status).toBe(200);
  });

  it('forceError on * fails every call, including POSTs and unknown methods', async () => {
    forceError('*', 'ApplicationDisabled');
    for (const result of [await getApi('metadata.get'), await postApi('storage.set'), await getApi('x.y')]) {
      expect(result.status).toBe(503);
      expect(result.body.error?.type).toBe('ApplicationDisabledException');
    }
  });

  it('the most specific forced error wins, and times counts down', async () => {
    forceError('*', 'InternalServerError');
    forceError('metadata.*', 'TooManyRequests');
    forceError('metadata.get', 'AccessDenied', { times: 1 });
    expect((await getApi('metadata.get')).status).toBe(403);
    expect((await getApi('metadata.get')).status).toBe(429);
    expect((await getApi('account.getInfo')).status).toBe(500);
  });

  it('latency delays the answer', async () => {
    setLatency(120);
    const started = performance.now();
    await getApi('metadata.get');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('a call latency delays that call only, and wins over the every-call latency', async () => {
    setLatency(5000);
    setCallLatency('metadata.*', 120);
    setCallLatency('metadata.getGeneralInfo', 1);
    const started = performance.now();
    await getApi('metadata.get');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(100);
    expect(elapsed).toBeLessThan(2000);
    const quick = performance.now();
    await getApi('metadata.getGeneralInfo');
    expect(performance.now() - quick).toBeLessThan(2000);
  });

  it('a call latency of never leaves that call without an answer until the client gives up', async () => {
    setCallLatency('account.getInfo', 'never');
    const outcome = await Promise.race([
      fetch(apiUrl('account.getInfo'), { signal: AbortSignal.timeout(300) }).then(
        () => 'answered',
        () => 'gave up',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    expect(outcome).toBe('gave up');
    expect((await getApi('metadata.get')).status).toBe(200);
  });

  it('offline turns every call into a network error', async () => {
    setOffline(true);
    await expect(fetch(apiUrl('metadata.get'))).rejects.toThrow();
    setOffline(false);
    expect((await getApi('metadata.get')).status).toBe(200);
  });
});
