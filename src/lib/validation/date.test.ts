import { checkDate, parseDateInput } from './date';

describe('date input', () => {
  it.each([
    ['31.12.1990', [1990, 11, 31]],
    ['1.2.2000', [2000, 1, 1]],
    ['2000-02-29', [2000, 1, 29]],
    ["29'02'2004", [2004, 1, 29]],
    ['29,02,2004', [2004, 1, 29]],
  ])('parses %s', (text, [y, mo, d]) => {
    expect(parseDateInput(text)).toEqual(new Date(y, mo, d));
  });

  it.each(['29.02.2001', '31.04.2000', '12.12.99', '12.12.0999', '12/12/2000', '12.12.2000.1', 'abc', '', '123.12.2000'])(
    'rejects %s',
    (text) => {
      expect(parseDateInput(text)).toBeNull();
    },
  );

  it('checks the bounds inclusively', () => {
    expect(checkDate('01.01.2000', '2000-01-01', '2000-12-31')).toBe('ok');
    expect(checkDate('31.12.2000', new Date(2000, 0, 1), new Date(2000, 11, 31, 23, 59))).toBe('ok');
    expect(checkDate('31.12.1999', '2000-01-01')).toBe('beforeMin');
    expect(checkDate('01.01.2001', undefined, '2000-12-31')).toBe('afterMax');
    expect(checkDate('32.01.2000')).toBe('invalid');
  });
});
