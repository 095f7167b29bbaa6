import { checkIcon, isAddress, isCardHolder, isIban, isName, isPostcode, isText, passesCustom, stripLoginPlus } from './patterns';

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

/** Towns of the site's own languages (Italian, Spanish) and apostrophes as people type them. */
const ACCENTED_TOWNS = ['Forlì', 'Cádiz', 'A Coruña', "Sant'Agata", 'Sant’Agata', 'Ñandú', 'Çà Öß', 'Łódź', 'Jūrmala', 'Санкт-Петербург'];

describe('accented letters (SPEC §5: Latin includes the accented letters of the site’s languages)', () => {
  it.each(ACCENTED_TOWNS)('the general text (towns, regions, the cashier’s text fields) accepts %s', (town) => {
    expect(isText(town)).toBe(true);
  });

  it('reads a letter typed as a base letter and a combining accent as that letter', () => {
    expect(isText('Forli\u0300')).toBe(true);
    expect(isText('Ca\u0301diz')).toBe(true);
  });

  it.each(['Forlì <b>', 'Cádiz $5', 'A Coruña {x}', 'Forlì | Cesena', 'Cádiz ~', 'A Coruña `x`', 'Forlì × 2', '日本語', 'Forlì 🎰'])(
    'the general text still refuses %j',
    (value) => {
      expect(isText(value)).toBe(false);
    },
  );

  it.each(['Forlì', 'Cádiz', 'A Coruña', "Sant'Agata", 'Sant’Agata', "O'Brien", 'José María', 'Müller-Lüdenscheidt'])('a name accepts %s', (name) => {
    expect(isName(name)).toBe(true);
  });

  it.each(['Forlì2', 'Cádiz!', 'A "Coruña"', 'Sant_Agata', 'Anna@', 'María (Mary)', '«Forlì»'])('a name still refuses digits and symbols: %j', (name) => {
    expect(isName(name)).toBe(false);
  });

  it('an address takes the apostrophe too, and card holders their accents', () => {
    expect(isAddress("Via dell'Orso 5")).toBe(true);
    expect(isAddress('Via Roma #5')).toBe(false);
    expect(isCardHolder('JOSÉ MARÍA NÚÑEZ')).toBe(true);
  });
});
