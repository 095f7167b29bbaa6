import { fail, type ApiContext } from './api-method';

/** offset/count of a list call; bad values are InvalidParameter like the real server. */
export function paging(ctx: ApiContext, defaultCount: number, maxCount = 100): { offset: number; count: number } {
  const number = (name: string, fallback: number) => {
    const raw = ctx.query.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) fail('InvalidParameter', `${name}: must be a whole number`, { [name]: ['INVALID'] });
    return value;
  };
  return { offset: number('offset', 0), count: Math.min(number('count', defaultCount), maxCount) };
}
