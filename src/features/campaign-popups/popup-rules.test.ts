import { hashWithoutPreview, popupRequest, searchWithoutPopup, wantsPopupQuery } from './popup-query';
import { popupImageSrc, popupLinkTarget } from './popup-target';
import { parseSeen, withSeen } from './seen-popups';

const origin = 'https://casino.example';

describe('popup address (SPEC §2 popup, #popup-preview)', () => {
  it('reads the system name and the preview hash', () => {
    expect(popupRequest('?popup=welcome', '')).toEqual({ sysname: 'welcome', preview: false });
    expect(popupRequest('?a=1&popup=spring-draft', '#popup-preview')).toEqual({ sysname: 'spring-draft', preview: true });
    expect(popupRequest('?popup=', '#popup-preview')).toBeNull();
    expect(popupRequest('?popups=x', '')).toBeNull();
    expect(wantsPopupQuery('?popup=welcome')).toBe(true);
    expect(wantsPopupQuery('?show_popup_reg=1')).toBe(false);
  });

  it('drops only the popup parameter and the preview hash', () => {
    expect(searchWithoutPopup('?popup=welcome')).toBe('');
    expect(searchWithoutPopup('?a=1&popup=welcome&b=%20x')).toBe('?a=1&b=%20x');
    // The name as popupRequest reads it (decoded), or the address would keep asking for the popup.
    expect(searchWithoutPopup('?%70opup=welcome&a=1')).toBe('?a=1');
    expect(searchWithoutPopup('?popup%3Dx=1&a=1')).toBe('?popup%3Dx=1&a=1');
    expect(hashWithoutPreview('#popup-preview')).toBe('');
    expect(hashWithoutPreview('#real')).toBe('#real');
  });
});

describe('popup links (safe navigation)', () => {
  it('puts site paths under the page language and keeps prefixed ones', () => {
    expect(popupLinkTarget('/cashier/deposit', 'en', origin)).toEqual({ kind: 'internal', path: '/en/cashier/deposit' });
    expect(popupLinkTarget('/it/tournaments?x=1', 'en', origin)).toEqual({ kind: 'internal', path: '/it/tournaments?x=1' });
    expect(popupLinkTarget('/promotions/102', 'ru', origin)).toEqual({ kind: 'internal', path: '/promotions/102' });
    expect(popupLinkTarget('https://casino.example/en/offers', 'it', origin)).toEqual({ kind: 'internal', path: '/en/offers' });
  });

  it('lets other http(s) sites through as external and refuses script schemes and tricks', () => {
    expect(popupLinkTarget('https://example.com/rules', 'en', origin)).toEqual({ kind: 'external', url: 'https://example.com/rules' });
    for (const raw of ['javascript:window.__xss=1', 'data:text/html,x', '//evil.example/', '/\\evil.example', null, '']) {
      expect(popupLinkTarget(raw, 'en', origin)).toBeNull();
    }
    expect(popupImageSrc('javascript:window.__xss=1', origin)).toBeNull();
    expect(popupImageSrc('/mock-cms/art/banner-1.svg', origin)).toBe('/mock-cms/art/banner-1.svg');
  });
});

describe('seen popups record', () => {
  it('adds a name once, newest last, and drops the oldest past the limit', () => {
    expect(parseSeen(' a, ,b ')).toEqual(['a', 'b']);
    expect(withSeen(null, 'welcome')).toBe('welcome');
    expect(withSeen('welcome,weekend-reload', 'welcome')).toBe('weekend-reload,welcome');
    expect(withSeen('a,b,c', 'd', 3)).toBe('b,c,d');
  });
});
