import { checkIcon, isIban, isPostcode, passesCustom, stripLoginPlus } from './patterns';

describe('patterns', () => {
  it('stripLoginPlus removes only a leading +', () => {
    expect(stripLoginPlus('+79123456789')).toBe('79123456789');
    expect(stripLoginPlus(' +7 912 ')).toBe('7 912');
    expect(stripLoginPlus('7+912')).toBe('7+912');
    expect(stripLoginPlus('demo@example.com')).toBe('demo@example.com');
  });

  it('checkIcon passes svg addresses and hands anything else back as a failed object', () => {
    expect(checkIcon('/icons/visa.SVG')).toEqual({ ok: true, src: '/icons/visa.SVG' });
    expect(checkIcon('/icons/visa.png')).toEqual({ ok: false, value: '/icons/visa.png' });
    const object = { url: '/x.svg' };
    expect(checkIcon(object)).toEqual({ ok: false, value: object });
  });

  it('isIban runs the mod-97 check, ignoring spaces and case', () => {
    expect(isIban('lv80 bank 0000 4351 9500 1')).toBe(true);
    expect(isIban('LV80BANK0000435195002')).toBe(false);
  });

  it('isPostcode takes a configured regex as text or RegExp', () => {
    expect(isPostcode('12345678')).toBe(true);
    expect(isPostcode('123456789')).toBe(false);
    expect(isPostcode('SW1A 1AA', '^[A-Z0-9 ]{5,8}$')).toBe(true);
    expect(isPostcode('12', /^\d{3}$/)).toBe(false);
  });

  it('passesCustom accepts a global regex repeatedly and any truthy function result', () => {
    const global = /ok/g;
    expect(passesCustom(global, 'ok')).toBe(true);
    expect(passesCustom(global, 'ok')).toBe(true);
    expect(passesCustom(() => 'yes', 'x')).toBe(true);
    expect(passesCustom(() => 0, 'x')).toBe(false);
  });
});
