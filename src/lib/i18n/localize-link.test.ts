import { localizeLink } from './localize-link';

describe('localizeLink', () => {
  it('puts a site path under the locale', () => {
    expect(localizeLink('en', '/promotions')).toBe('/en/promotions');
    expect(localizeLink('it', '/')).toBe('/it');
  });

  it('leaves a site path as it is in the default locale (no prefix)', () => {
    expect(localizeLink('ru', '/promotions')).toBe('/promotions');
  });

  it('keeps a link that names a locale already, even another one', () => {
    expect(localizeLink('en', '/en/promotions')).toBe('/en/promotions');
    expect(localizeLink('it', '/es/promotions')).toBe('/es/promotions');
    expect(localizeLink('en', '/en')).toBe('/en');
  });

  it('keeps the query and the hash, and reads the prefix before them', () => {
    expect(localizeLink('en', '/promotions?tab=all#top')).toBe('/en/promotions?tab=all#top');
    expect(localizeLink('es', '/en?tab=all')).toBe('/en?tab=all');
    expect(localizeLink('es', '/en#top')).toBe('/en#top');
  });

  it('does not take a path that only starts like a locale for one', () => {
    expect(localizeLink('en', '/entertainment')).toBe('/en/entertainment');
  });

  it('leaves what is not a site path to the safe-navigation check', () => {
    expect(localizeLink('en', 'https://partner.example/page')).toBe('https://partner.example/page');
    expect(localizeLink('en', '//evil.example/x')).toBe('//evil.example/x');
    expect(localizeLink('en', '#section')).toBe('#section');
    expect(localizeLink('en', '?tab=all')).toBe('?tab=all');
    expect(localizeLink('en', 'promotions')).toBe('promotions');
  });
});
