import { ERROR_STATUS, errorBody, errorTypeFromWire, fatalKindOf, normalizeError, SERVER_ERROR_TYPES } from './errors';

describe('error catalogue (SPEC §8)', () => {
  it('has all 29 server types, each with a status', () => {
    expect(SERVER_ERROR_TYPES).toHaveLength(29);
    for (const type of SERVER_ERROR_TYPES) expect(ERROR_STATUS[type]).toBeGreaterThanOrEqual(400);
  });

  it.each(SERVER_ERROR_TYPES)('%s round-trips through the wire name with the Exception suffix', (type) => {
    const body = errorBody(type, 'msg');
    expect(body.error.type).toBe(`${type}Exception`);
    expect(errorTypeFromWire(body.error.type)).toBe(type);
    expect(normalizeError(ERROR_STATUS[type], body)).toEqual({ status: ERROR_STATUS[type], name: type, message: 'msg' });
  });

  it.each([
    [undefined],
    [null],
    ['text'],
    [{}],
    [{ error: {} }],
    [{ error: { type: 'NopeException' } }],
  ])('falls back to 500 UnknownError for %j', (body) => {
    expect(normalizeError(404, body)).toMatchObject({ status: 500, name: 'UnknownError' });
  });

  it('keeps error_data as data', () => {
    expect(normalizeError(400, errorBody('InvalidParameter', 'm', { promo_code: ['X'] })).data).toEqual({ promo_code: ['X'] });
  });

  it.each([
    ['UserBanned', 403, 'banned'],
    ['ApplicationDisabled', 503, 'maintenance'],
    ['ApplicationUnavailable', 503, 'maintenance'],
    ['AccessDenied', 403, 'forbidden'],
    ['Authorization', 401, null],
    ['InternalServerError', 500, null],
  ] as const)('%s (HTTP %i) calls for %s', (type, status, kind) => {
    expect(fatalKindOf(normalizeError(status, errorBody(type, 'x')), status)).toBe(kind);
  });

  it('any HTTP 403 is forbidden even when the body is unknown', () => {
    expect(fatalKindOf(normalizeError(403, 'nope'), 403)).toBe('forbidden');
  });
});
