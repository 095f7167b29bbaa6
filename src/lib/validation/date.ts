/**
 * Date input of SPEC §5 (dates are local calendar days): only digits and , . ' - ; a four-digit year; within min and max.
 * Accepts day-month-year (dd.mm.yyyy, the display format of SPEC §9) and year-month-day (yyyy-mm-dd).
 */

export function parseDateInput(value: string): Date | null {
  if (!/^[\d,.'-]+$/.test(value)) return null;
  const parts = value.split(/[,.'-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [a, b, c] = parts;
  let year: string;
  let month: string;
  let day: string;
  if (a.length === 4) [year, month, day] = [a, b, c];
  else if (c.length === 4) [day, month, year] = [a, b, c];
  else return null;
  if (day.length > 2 || month.length > 2 || year.startsWith('0')) return null;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  const valid = date.getFullYear() === Number(year) && date.getMonth() === Number(month) - 1 && date.getDate() === Number(day);
  return valid ? date : null;
}

export type DateBound = Date | string | null | undefined;

/** A bound as a local midnight date; strings are ISO (yyyy-mm-dd...) or the date input format. */
export function toDateBound(bound: DateBound): Date | null {
  if (!bound) return null;
  if (bound instanceof Date) return new Date(bound.getFullYear(), bound.getMonth(), bound.getDate());
  return parseDateInput(bound.slice(0, 10));
}

export type DateCheck = 'ok' | 'invalid' | 'beforeMin' | 'afterMax';

export function checkDate(value: string, min?: DateBound, max?: DateBound): DateCheck {
  const date = parseDateInput(value);
  if (!date) return 'invalid';
  const lower = toDateBound(min);
  const upper = toDateBound(max);
  if (lower && date < lower) return 'beforeMin';
  if (upper && date > upper) return 'afterMax';
  return 'ok';
}
