import { samePageIn } from './same-page-in';

describe('samePageIn', () => {
  it('swaps the locale prefix and keeps the query and the hash', () => {
    expect(samePageIn('it', { pathname: '/en/promotions', search: '?tab=all', hash: '#top' })).toBe('/it/promotions?tab=all#top');
  });

  it('drops the prefix for the default locale and adds one from it', () => {
    expect(samePageIn('ru', { pathname: '/en/gamehall', search: '', hash: '' })).toBe('/gamehall');
    expect(samePageIn('es', { pathname: '/gamehall', search: '', hash: '' })).toBe('/es/gamehall');
  });

  it('keeps the home page the home page', () => {
    expect(samePageIn('en', { pathname: '/', search: '', hash: '' })).toBe('/en');
    expect(samePageIn('ru', { pathname: '/en', search: '', hash: '' })).toBe('/');
  });
});
