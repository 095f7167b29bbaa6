import { DEFAULT_BALANCE_UPDATE } from './balance-update';
import { flattenStrapi } from './flatten';
import { normalizeCmsConfig } from './normalize-cms-config';

const media = (id: number, url: string, ext = '.svg') => ({ data: { id, attributes: { name: 'x', ext, mime: 'image/svg+xml', url, formats: null } } });

describe('flattenStrapi', () => {
  it('removes the attributes wrapper and unwraps relations', () => {
    expect(flattenStrapi({ data: { id: 1, attributes: { title: 'A', author: { data: { id: 2, attributes: { name: 'B' } } } } }, meta: {} }))
      .toEqual({ id: 1, title: 'A', author: { id: 2, name: 'B' } });
  });
  it('turns media with a file extension into its url, also inside components and lists', () => {
    expect(flattenStrapi({ logo: media(1, '/u/logo.svg'), favicons: [{ id: 1, file: media(2, '/f.png', '.png') }], empty: { data: null } }))
      .toEqual({ logo: '/u/logo.svg', favicons: [{ id: 1, file: '/f.png' }], empty: null });
  });
  it('flattens collections', () => {
    expect(flattenStrapi({ data: [{ id: 1, attributes: { a: 1 } }, { id: 2, attributes: { a: 2 } }], meta: { pagination: {} } }))
      .toEqual([{ id: 1, a: 1 }, { id: 2, a: 2 }]);
  });
  it('leaves already-flat data alone', () => {
    const flat = { logo: '/l.svg', features: { twoFactorAuth: true }, list: [1, 'a', null] };
    expect(flattenStrapi(flat)).toEqual(flat);
  });
  it('keeps an object with url but no extension', () => {
    expect(flattenStrapi({ link: { url: '/x', label: 'y' } })).toEqual({ link: { url: '/x', label: 'y' } });
  });
});

describe('normalizeCmsConfig', () => {
  it('reads logos, flags, loader and favicons, and defaults the balance settings to SPEC §9', () => {
    const config = normalizeCmsConfig({
      data: { id: 1, attributes: {
        logo: media(1, '/logo.svg'),
        footerLogoMobile: { data: null },
        features: { id: 1, twoFactorAuth: true },
        loader: { id: 1, percentProgress: true, logo: media(3, '/loader.svg') },
        favicons: [{ id: 1, type: 'apple', sizes: '180x180', file: media(4, '/apple.png', '.png') }],
        customCode: [{ id: 1, isEnabled: true, position: 'head', code: '<meta>' }],
      } },
      meta: {},
    });
    expect(config.logo).toBe('/logo.svg');
    expect(config.footerLogoMobile).toBeNull();
    expect(config.features.twoFactorAuth).toBe(true);
    expect(config.features.betHistory).toBe(false);
    expect(config.loader).toEqual({ percentProgress: true, logo: '/loader.svg' });
    expect(config.favicons).toEqual([{ type: 'apple', sizes: '180x180', file: '/apple.png' }]);
    expect(config.customCode).toEqual([{ isEnabled: true, position: 'head', code: '<meta>' }]);
    expect(config.balanceUpdate).toEqual(DEFAULT_BALANCE_UPDATE);
    expect(config.popups.authPopupEnabled).toBe(true);
  });
});
