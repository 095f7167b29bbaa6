import { toBanners } from '@/api/banners/banners-api';
import { bannerLinkTarget } from './banner-link';

const ORIGIN = 'https://casino.example';

describe('bannerLinkTarget (banner links go through the safe-navigation helper)', () => {
  it('puts locale-free internal paths under the current language', () => {
    expect(bannerLinkTarget('/promotions', 'en', ORIGIN)).toBe('/en/promotions');
    expect(bannerLinkTarget('/gamehall?category=new#top', 'it', ORIGIN)).toBe('/it/gamehall?category=new#top');
    expect(bannerLinkTarget('/promotions', 'ru', ORIGIN)).toBe('/promotions');
  });

  it('keeps paths that already carry a language and same-origin absolute addresses', () => {
    expect(bannerLinkTarget('/es/loyalty', 'en', ORIGIN)).toBe('/es/loyalty');
    expect(bannerLinkTarget(`${ORIGIN}/jackpots`, 'en', ORIGIN)).toBe('/en/jackpots');
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example', '/\\evil.example', 'data:text/html,x', null, ''])(
    'refuses %s',
    (raw) => {
      expect(bannerLinkTarget(raw, 'en', ORIGIN)).toBeNull();
    },
  );
});

describe('toBanners', () => {
  const fields = { position: 'sort', title: 'title_ml', link: 'url' };
  const raw = [
    { id: 1, finished_at: null, description: { sort: 2, title_ml: { en: 'Second', ru: 'Второй' }, url: '/a' } },
    { id: 2, finished_at: '2000-01-01T00:00:00Z', description: { sort: 0, title_ml: { en: 'Over' } } },
    { id: 3, finished_at: '2999-01-01T00:00:00Z', description: { sort: '1', title_ml: { en: 'First' } } },
  ];

  it('remaps descriptions, drops finished banners and orders by position', () => {
    const banners = toBanners(raw, fields, 'en');
    expect(banners.map((banner) => [banner.id, banner.description.position, banner.description.title])).toEqual([
      [3, 1, 'First'],
      [1, 2, 'Second'],
    ]);
    expect(banners[1].description.link).toBe('/a');
    expect(banners[1].description.image).toBeNull();
  });
});
