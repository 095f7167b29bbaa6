import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { initI18n } from '@/lib/i18n/i18n';
import { baseQuery } from './base-query';
import { errorBody } from './errors';
import { maxRetries, RETRY_STATUSES } from './retry';

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
    await baseQuery({ ns: 'r', method: `get${status}` }, api, {});
    expect(counter.count).toBe(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('a GET answered %i is not retried', async (status) => {
    const counter = failing('get', `r/no${status}`, status);
    await baseQuery({ ns: 'r', method: `no${status}` }, api, {});
    expect(counter.count).toBe(1);
  });

  it.each([500, 503, 429])('a POST answered %i is sent once: a deposit is never sent twice', async (status) => {
    const counter = failing('post', `cashier/makeDeposit${status}`, status);
    await baseQuery({ ns: 'cashier', method: `makeDeposit${status}`, post: true, params: { amount: 10 } }, api, {});
    expect(counter.count).toBe(1);
  });

  it('a retried GET that then succeeds returns the data', async () => {
    let count = 0;
    server.use(http.get('*/api/r/flaky', () => {
      count += 1;
      return count === 1 ? HttpResponse.json(errorBody('InternalServerError', 'x'), { status: 503 }) : HttpResponse.json({ data: 'ok' });
    }));
    expect(await baseQuery({ ns: 'r', method: 'flaky' }, api, {})).toEqual({ data: 'ok' });
    expect(count).toBe(2);
  });
});
