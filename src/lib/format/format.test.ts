import fc from 'fast-check';
import {
  currencySymbol,
  formatAmount,
  formatDate,
  formatMoney,
  formatTime,
  progressPercent,
} from './format';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1,000'],
    [1000.5, '1,000.50'],
    [1000.05, '1,000.05'],
    [1234567, '1,234,567'],
    [-1234567.891, '-1,234,567.89'],
    [0.999, '1'],
    [1000.001, '1,000'],
    [-0.001, '0'],
    [0.125, '0.13'],
    [1.005, '1.01'],
    [999999.995, '1,000,000'],
    [NaN, '0'],
    [Infinity, '0'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('shows decimals on whole numbers when asked to', () => {
    expect(formatAmount(1000, { decimals: 'always' })).toBe('1,000.00');
    expect(formatAmount(-0.001, { decimals: 'always' })).toBe('0.00');
  });

  it('writes what en-US number formatting writes, for any amount', () => {
    const enUs = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = (value: number) => {
      const text = enUs.format(value).replace(/^-0\.00$/, '0.00');
      return text.endsWith('.00') ? text.slice(0, -3) : text;
    };
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 1000)), (value) => {
        expect(formatAmount(value)).toBe(expected(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses back to the value rounded to cents', () => {
    expect(formatAmount(-4770676566158.755)).toBe('-4,770,676,566,158.76');
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const text = formatAmount(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(text.endsWith('.00')).toBe(false);
        // Within half a cent of the value. Not toFixed(2): that rounds the binary double
        // (4770676566158.755 is stored as ...158.7548828), where en-US formatting, and so
        // formatAmount, rounds the shortest decimal that reads back as it (...158.76).
        const parsed = Number(text.replace(/,/g, ''));
        const ulp = Math.abs(value) * Number.EPSILON * 2;
        expect(Math.abs(parsed - value)).toBeLessThanOrEqual(0.005 + ulp);
      }),
      { numRuns: 2000 },
    );
  });

  it('groups every three digits from the right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatAmount(value).replace(/,/g, '')).toBe(String(value));
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [1000.5, 'EUR', '€1,000.50'],
    [1000, 'USD', '$1,000'],
    [25, 'GBP', '£25'],
    [1500, 'RUB', '1,500 ₽'],
    [-5, 'USD', '-$5'],
    [-5, 'RUB', '-5 ₽'],
    [12.3, 'BTC', '12.30 BTC'],
    [7, 'eur', '€7'],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('knows the symbols and falls back to the code', () => {
    expect(currencySymbol('RUB')).toBe('₽');
    expect(currencySymbol('XYZ')).toBe('XYZ');
  });
});

describe('formatDate and formatTime', () => {
  const morning = new Date(2024, 0, 5, 9, 5);
  const evening = new Date(2023, 11, 31, 21, 30);

  it.each([
    [morning, '05.01.2024'],
    [evening, '31.12.2023'],
    [morning.getTime(), '05.01.2024'],
    [morning.toISOString(), '05.01.2024'],
    ['not a date', ''],
  ])('formatDate(%s) -> %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    [morning, '9:05'],
    [evening, '21:30'],
    [new Date(2024, 0, 1, 0, 0), '0:00'],
    [NaN, ''],
  ])('formatTime(%s) -> %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 100, 50, 50],
    [0, 10, 0, 0],
    [0, 10, 10, 100],
    [0, 10, 15, 100],
    [0, 10, -5, 0],
    [100, 200, 150, 50],
    [0, 3, 1, 100 / 3],
    [5, 5, 5, 100],
    [5, 5, 4, 0],
    [0, 10, NaN, 0],
  ])('(%s, %s, %s) -> %s', (min, max, current, expected) => {
    expect(progressPercent(min, max, current)).toBeCloseTo(expected);
  });

  it('always stays within 0..100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b, c) => {
        const percent = progressPercent(a, b, c);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
