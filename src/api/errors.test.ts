import { errorCodes, firstFieldCodes } from './error-codes';
import { isUnclearOutcome } from './write-outcome';
import { asApiError, ERROR_STATUS, errorBody, errorTypeFromWire, fatalKindOf, isApiError, normalizeError, SERVER_ERROR_TYPES, STATUS_ERROR_TYPE, UNKNOWN_ERROR } from './errors';

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
  ])('falls back to 500 UnknownError for %j without an HTTP error status', (body) => {
    expect(normalizeError(200, body)).toMatchObject({ status: 500, name: 'UnknownError' });
    expect(normalizeError(undefined, body)).toMatchObject({ status: 500, name: 'UnknownError' });
  });

  it.each([
    [429, 'TooManyRequests'],
    [503, 'UnknownError'],
    [502, 'UnknownError'],
    [504, 'UnknownError'],
    [500, 'UnknownError'],
    [400, 'InvalidRequest'],
    [401, 'Authorization'],
    [404, 'MethodNotFound'],
    [418, 'UnknownError'],
  ] as const)('an HTTP %i without a catalogue body keeps its status, named %s', (status, name) => {
    for (const body of [undefined, '<html>Service Unavailable</html>', { error: { type: 'NopeException' } }]) {
      expect(normalizeError(status, body)).toMatchObject({ status, name });
    }
  });

  it('names a bare status only with a catalogue type of that same status', () => {
    const entries = Object.entries(STATUS_ERROR_TYPE);
    expect(entries.length).toBeGreaterThan(0);
    for (const [status, type] of entries) expect(type && ERROR_STATUS[type]).toBe(Number(status));
  });

  it('a bare 503 is not the maintenance screen: only the catalogue types say the site is down', () => {
    expect(fatalKindOf(normalizeError(503, '<html>busy</html>'), 503)).toBeNull();
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

  it('an AccessDenied that came with HTTP 200 is a refusal, not the forbidden screen (SPEC §8: only a real 403)', () => {
    const refusal = normalizeError(200, errorBody('AccessDenied', 'stale', { bonus_id: ['WRONG_STATUS'] }));
    expect(refusal).toEqual({ status: 400, name: 'AccessDenied', message: 'stale', data: { bonus_id: ['WRONG_STATUS'] } });
    expect(fatalKindOf(refusal, 200)).toBeNull();
    expect(fatalKindOf(refusal)).toBeNull();
    expect(isUnclearOutcome(refusal)).toBe(false);
    // A ban stays fatal by its name, whatever the HTTP status.
    expect(fatalKindOf(normalizeError(200, errorBody('UserBanned', 'x')), 200)).toBe('banned');
  });
});

describe('asApiError: the one reader of a failed call', () => {
  const answered = { status: 422, name: 'InvalidParameter', message: 'bad', data: { email: ['INVALID'] } } as const;

  it('gives back an error that already has the normalised shape, as it is', () => {
    expect(asApiError(answered)).toBe(answered);
    expect(asApiError(answered, 'NetworkError')).toBe(answered);
  });

  it.each([[undefined], [null], ['text'], [{ name: 'TypeError', message: 'x' }], [{ status: 500 }]])(
    'reads %j as UnknownError by default',
    (value) => {
      expect(asApiError(value)).toEqual(UNKNOWN_ERROR);
    },
  );

  it('reads a thrown exception as unanswered where the caller says so, with its text', () => {
    expect(asApiError(new TypeError('Failed to fetch'), 'NetworkError')).toEqual({ status: 0, name: 'NetworkError', message: 'Failed to fetch' });
    expect(asApiError({ name: 'TypeError', message: 'serialized' }, 'NetworkError')).toMatchObject({ name: 'NetworkError', message: 'serialized' });
    expect(asApiError(undefined, 'NetworkError')).toEqual({ status: 0, name: 'NetworkError', message: 'undefined' });
  });

  it('isApiError tells the shape apart', () => {
    expect(isApiError(answered)).toBe(true);
    expect(isApiError({ name: 'NetworkError' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('errorCodes', () => {
  it('flattens the codes of the error data', () => {
    expect(errorCodes({ status: 422, name: 'InvalidParameter', message: '', data: { id: ['LOW', 7], other: ['X'], note: 'text' } })).toEqual(['LOW', 'X']);
  });

  it('gives none without data', () => {
    expect(errorCodes(UNKNOWN_ERROR)).toEqual([]);
  });
});

describe('firstFieldCodes', () => {
  it('pairs each field with its first code, a lone code counting as one', () => {
    expect(firstFieldCodes({ email: ['TAKEN', 'INVALID'], phone: 'INVALID', age: [18], empty: [] })).toEqual([
      ['email', 'TAKEN'],
      ['phone', 'INVALID'],
    ]);
  });

  it('gives none for data that is not an object', () => {
    expect(firstFieldCodes(undefined)).toEqual([]);
    expect(firstFieldCodes('text')).toEqual([]);
  });
});
