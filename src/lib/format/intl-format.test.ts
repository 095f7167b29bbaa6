import { countryName } from './intl-format';

describe('formats of the interface language', () => {
  it('names a country in the locale, or falls back to the given name', () => {
    expect(countryName('en', 'DE', 'Deutschland')).toBe('Germany');
    expect(countryName('en', 'not a code', 'Somewhere')).toBe('Somewhere');
  });

});
