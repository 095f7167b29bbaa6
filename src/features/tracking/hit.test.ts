import { SITE_CALLS } from '@/api/contract/contract-table';
import { buildHitUrl, convertTrackId, HIT_DELAY_MS, HIT_PATH } from './hit';
import { fraudSession, MOCK_FRAUD_SESSION, type SeonAgent } from './fraud-fingerprint';

describe('convertTrackId (SPEC §7: a td_ prefix is converted)', () => {
  it('strips td_ (any case) and marks the source; keeps other ids as they are', () => {
    expect(convertTrackId('td_123')).toEqual({ trackId: '123', source: 'td' });
    expect(convertTrackId('TD_abc')).toEqual({ trackId: 'abc', source: 'td' });
    expect(convertTrackId('123')).toEqual({ trackId: '123', source: null });
    expect(convertTrackId('xtd_1')).toEqual({ trackId: 'xtd_1', source: null });
  });

  it('has no id for empty values or a bare prefix', () => {
    expect(convertTrackId('')).toBeNull();
    expect(convertTrackId('  ')).toBeNull();
    expect(convertTrackId(undefined)).toBeNull();
    expect(convertTrackId('td_')).toBeNull();
  });
});

describe('buildHitUrl', () => {
  it('is /hit on the site origin with the referrer and the converted track id', () => {
    const url = buildHitUrl({ referrer: 'https://partner.example/page?a=1', trackId: 'td_42' });
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe('/hit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      referrer: 'https://partner.example/page?a=1',
      track_id: '42',
      track_source: 'td',
    });
  });

  it('always sends the referrer, leaves out a missing track id, and adds the fraud session when given', () => {
    expect(Object.fromEntries(buildHitUrl({ referrer: '' }).searchParams)).toEqual({ referrer: '' });
    expect(Object.fromEntries(buildHitUrl({ referrer: '', trackId: '7', session: 'U0VPTg==' }).searchParams)).toEqual({
      referrer: '',
      track_id: '7',
      session: 'U0VPTg==',
    });
  });

  it('sends the path and exactly the parameter names of the contract table (src/api/contract)', () => {
    const row = SITE_CALLS.find((call) => call.backend === 'tracking');
    const url = buildHitUrl({ referrer: 'https://partner.example/', trackId: 'td_9', session: 'c2Vzc2lvbg==' });
    expect(url.pathname).toBe(`/${row?.path}`);
    expect(HIT_PATH).toBe(`/${row?.path}`);
    expect([...url.searchParams.keys()].sort()).toEqual(Object.keys(row?.params ?? {}).sort());
  });

  it('leaves after 3 s (SPEC §9)', () => {
    expect(HIT_DELAY_MS).toBe(3000);
  });
});

describe('fraudSession', () => {
  it('answers the fake session in mock builds without loading anything', async () => {
    const load = vi.fn();
    await expect(fraudSession({ mock: true, load })).resolves.toBe(MOCK_FRAUD_SESSION);
    expect(load).not.toHaveBeenCalled();
  });

  it('configures the agent and resolves with its base64 session', async () => {
    const agent: SeonAgent = {
      config: vi.fn((options: Parameters<SeonAgent['config']>[0]) => void setTimeout(() => options.onSuccess('ok'))),
      getBase64Session: (callback) => callback('U0VPTi1GQUtF'),
    };
    await expect(fraudSession({ mock: false, load: () => Promise.resolve(agent) })).resolves.toBe('U0VPTi1GQUtF');
    expect(agent.config).toHaveBeenCalledWith(expect.objectContaining({ host: 'seondf.com', session_id: expect.any(String) as string }));
  });

  it('gives up with null when the agent fails or is too slow', async () => {
    await expect(fraudSession({ mock: false, load: () => Promise.reject(new Error('blocked')) })).resolves.toBeNull();
    vi.useFakeTimers();
    const pending = fraudSession({ mock: false, timeoutMs: 5000, load: () => new Promise<SeonAgent>(() => {}) });
    vi.advanceTimersByTime(5000);
    await expect(pending).resolves.toBeNull();
    vi.useRealTimers();
  });
});
