import { data, isRouteErrorResponse } from 'react-router';
import { pageNotFoundMessage } from '@/lib/router/router-context';
import { mapRouteError } from './error-mapping';

/** The shape React Router gives boundaries for `throw data(...)`. */
const response = (status: number, body?: unknown) => ({ status, statusText: '', internal: false, data: body });

describe('mapRouteError (SPEC §2, §8)', () => {
  it.each([
    ['404 is not found', response(404), 'notFound'],
    ['403 is forbidden', response(403), 'forbidden'],
    ['the maintenance status is maintenance', response(503), 'maintenance'],
    ['banned data is user blocked', response(400, { type: 'banned' }), 'userBlocked'],
    ['any other data type is user blocked', response(500, { type: 'self-excluded' }), 'userBlocked'],
    ['a 500 without data is not found', response(500), 'notFound'],
    ['an API UserBanned error is user blocked', { status: 403, name: 'UserBanned', message: '' }, 'userBlocked'],
    ['an API ApplicationDisabled error is maintenance', { status: 503, name: 'ApplicationDisabled', message: '' }, 'maintenance'],
    ['an API 403 is forbidden', { status: 403, name: 'AccessDenied', message: '' }, 'forbidden'],
    ['a thrown Error is not found', new Error('boom'), 'notFound'],
    ['undefined is not found', undefined, 'notFound'],
  ])('%s', (_name, error, type) => {
    expect(mapRouteError(error).type).toBe(type);
  });

  it('keeps the "Page Not Found: {path}" message of a route validation failure', () => {
    expect(pageNotFoundMessage('/en/nope/x')).toBe('Page Not Found: /en/nope/x');
    expect(mapRouteError(response(404, pageNotFoundMessage('/x/y')))).toEqual({ type: 'notFound', details: 'Page Not Found: /x/y' });
    expect(isRouteErrorResponse(response(404))).toBe(true);
    expect(typeof data).toBe('function');
  });
});
