import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { initI18n } from '@/lib/i18n/i18n';
import { baseQuery } from './base-query';
import { errorBody } from './errors';
import { maxRetries, RETRY_STATUSES, withRetry } from './retry';
import { parseRetryAfter, RETRY_AFTER_CAP_MS } from './retry-wait';

const api = { signal: new AbortController().signal, dispatch: vi.fn(), getState: () => ({}) } as unknown as BaseQueryApi;

/** Answers `status` every time and counts the requests. */
function failing(method: 'get' | 'post', path: string, status: number) {
  const counter = { count: 0 };
  server.use(http[method](`*/api/${path}`, () => {
    counter.count += 1;
    return HttpResponse.json(errorBody('InternalServerError', 'x'), { status });
  }));
  return counter;
}

describe('retry policy (SPEC §7)', () => {
  beforeAll(() => initI18n('en'));

  it('lists exactly the statuses of the spec', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('retries %s once', (method) => expect(maxRetries(method)).toBe(1));
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => expect(maxRetries(method)).toBe(0));

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('a GET answered %i is sent twice in all', async (status) => {
    const counter = failing('get', `r/get${status}`, status);
    await baseQuery({ call: `r.get${status}` }, api, {});
    expect(counter.count).toBe(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('a GET answered %i is not retried', async (status) => {
    const counter = failing('get', `r/no${status}`, status);
    await baseQuery({ call: `r.no${status}` }, api, {});
    expect(counter.count).toBe(1);
  });

  it.each([500, 503, 429])('a POST answered %i is sent once: a deposit is never sent twice', async (status) => {
    const counter = failing('post', `cashier/makeDeposit${status}`, status);
    await baseQuery({ call: `cashier.makeDeposit${status}`, post: true, params: { amount: 10 } }, api, {});
    expect(counter.count).toBe(1);
  });

  it('a retried GET that then succeeds returns the data', async () => {
    let count = 0;
    server.use(http.get('*/api/r/flaky', () => {
      count += 1;
      return count === 1 ? HttpResponse.json(errorBody('InternalServerError', 'x'), { status: 503 }) : HttpResponse.json({ data: 'ok' });
    }));
    expect(await baseQuery({ call: 'r.flaky' }, api, {})).toEqual({ data: 'ok' });
    expect(count).toBe(2);
  });
});

type Answer = { status?: number; retryAfter?: string | null };

/** A run() that answers from a list and counts its calls. */
function answers(...list: Answer[]) {
  const calls = { count: 0 };
  const run = () => {
    const answer = list[Math.min(calls.count, list.length - 1)];
    calls.count += 1;
    return Promise.resolve(answer);
  };
  return { run, calls };
}

describe('retry backoff', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, 300],
    [0.5, 450],
    [0.999, 599],
  ])('waits 300-600 ms with jitter (random %d: %i ms) before the one retry of a GET', async (random, wait) => {
    const { run, calls } = answers({ status: 503 }, { status: 200 });
    const done = withRetry('GET', run, { random: () => random });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await expect(done).resolves.toEqual({ status: 200 });
  });

  it('honours Retry-After in seconds', async () => {
    const { run, calls } = answers({ status: 429, retryAfter: '3' }, { status: 200 });
    const done = withRetry('GET', run, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await done;
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { run, calls } = answers({ status: 503, retryAfter: 'Tue, 01 Jan 2030 00:00:05 GMT' }, { status: 200 });
    const done = withRetry('GET', run, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await done;
  });

  it('does not retry when Retry-After asks for more than the cap: the error surfaces at once', async () => {
    for (const retryAfter of [String(RETRY_AFTER_CAP_MS / 1000 + 1), 'Tue, 01 Jan 2030 01:00:00 GMT']) {
      const { run, calls } = answers({ status: 503, retryAfter }, { status: 200 });
      await expect(withRetry('GET', run)).resolves.toEqual({ status: 503, retryAfter });
      expect(calls.count).toBe(1);
    }
  });

  it('an unreadable Retry-After falls back to the backoff', async () => {
    const { run, calls } = answers({ status: 503, retryAfter: 'soon' }, { status: 200 });
    const done = withRetry('GET', run, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.count).toBe(2);
    await done;
  });

  it('never retries a POST, whatever Retry-After says', async () => {
    const { run, calls } = answers({ status: 503, retryAfter: '1' }, { status: 200 });
    await expect(withRetry('POST', run)).resolves.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.count).toBe(1);
  });

  it('an abort during the wait ends it with the last answer, without a retry', async () => {
    const controller = new AbortController();
    const { run, calls } = answers({ status: 503, retryAfter: '5' }, { status: 200 });
    const done = withRetry('GET', run, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(done).resolves.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.count).toBe(1);
  });

  it.each([
    ['0', 0],
    ['7', 7000],
    [' 2 ', 2000],
    ['Tue, 01 Jan 2030 00:00:02 GMT', 2000],
    ['Mon, 31 Dec 2029 23:59:00 GMT', 0],
    ['-1', null],
    ['1.5', null],
    ['', null],
    [null, null],
  ] as const)('Retry-After %j is %j ms', (value, expected) => {
    expect(parseRetryAfter(value, Date.parse('2030-01-01T00:00:00Z'))).toBe(expected);
  });
});

describe('Retry-After through the base query', () => {
  beforeAll(() => initI18n('en'));

  it('a GET answered 429 with Retry-After beyond the cap is sent once and keeps its status', async () => {
    let count = 0;
    server.use(http.get('*/api/r/busy', () => {
      count += 1;
      return new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '120' } });
    }));
    const result = await baseQuery({ call: 'r.busy' }, api, {});
    expect(count).toBe(1);
    expect(result.error).toMatchObject({ status: 429, name: 'TooManyRequests' });
  });

  it('a GET answered 503 with Retry-After: 1 is retried a second later', async () => {
    const times: number[] = [];
    server.use(http.get('*/api/r/later', () => {
      times.push(performance.now());
      return times.length === 1 ? new HttpResponse(null, { status: 503, headers: { 'Retry-After': '1' } }) : HttpResponse.json({ data: 'ok' });
    }));
    expect(await baseQuery({ call: 'r.later' }, api, {})).toEqual({ data: 'ok' });
    expect(times).toHaveLength(2);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(950);
  });
});
