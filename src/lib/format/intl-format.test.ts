import { countryName, formatLocalDateTime, formatLocalMoney } from './intl-format';

describe('formats of the interface language', () => {
  it('names a country in the locale, or falls back to the given name', () => {
    expect(countryName('en', 'DE', 'Deutschland')).toBe('Germany');
    expect(countryName('en', 'not a code', 'Somewhere')).toBe('Somewhere');
  });

  it('writes money and a date with its time as the locale does', () => {
    expect(formatLocalMoney('en', 1000.5, 'EUR')).toBe('€1,000.50');
    expect(formatLocalMoney('it', 1000.5, 'EUR')).toMatch(/^1\.?000,50\s€$/);
    expect(formatLocalDateTime('en', new Date(2024, 0, 5, 9, 5))).toMatch(/^Jan 5, 2024,? (at )?9:05\sAM$/);
  });
});
