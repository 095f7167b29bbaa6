import { descriptionNumber, descriptionText, remapDescription } from './remap-description';
import { normalizeCmsConfig } from './normalize-cms-config';

describe('remapDescription (SPEC §7: descriptions remapped by configured field names)', () => {
  const keys = ['title', 'amount', 'image'] as const;

  it('reads each field under its configured server name', () => {
    const raw = { name_ml: 'Mega', value: 12, picture: '/a.svg', title: 'ignored' };
    expect(remapDescription(raw, keys, { title: 'name_ml', amount: 'value', image: 'picture' })).toEqual({
      title: 'Mega',
      amount: 12,
      image: '/a.svg',
    });
  });

  it('falls back to our own name when the configuration is silent or names a missing field', () => {
    const raw = { title: 'Plain', amount: 3 };
    expect(remapDescription(raw, keys, { amount: 'value' })).toEqual({ title: 'Plain', amount: 3, image: null });
  });

  it('resolves multilingual values to the locale, then ru, then en', () => {
    const raw = { name_ml: { ru: 'Мега', en: 'Mega', it: 'Mega IT' } };
    const fields = { title: 'name_ml' };
    expect(remapDescription(raw, ['title'], fields, 'it').title).toBe('Mega IT');
    expect(remapDescription(raw, ['title'], fields, 'es').title).toBe('Мега');
    expect(remapDescription({ name_ml: { en: 'Only en', it: '' } }, ['title'], fields, 'it').title).toBe('Only en');
  });

  it('leaves objects that are not keyed by locales alone', () => {
    const raw = { meta: { width: 3 } };
    expect(remapDescription(raw, ['meta'], {}, 'en').meta).toEqual({ width: 3 });
  });

  it('copes with missing or malformed descriptions', () => {
    expect(remapDescription(null, keys, { title: 'x' })).toEqual({ title: null, amount: null, image: null });
    expect(remapDescription(['a'], ['title'])).toEqual({ title: null });
  });

  it('does not read inherited properties', () => {
    expect(remapDescription({}, ['toString'])).toEqual({ toString: null });
  });

  it('turns values into text and numbers', () => {
    expect(descriptionText('  hi ')).toBe('hi');
    expect(descriptionText('')).toBeNull();
    expect(descriptionText(5)).toBe('5');
    expect(descriptionText({})).toBeNull();
    expect(descriptionNumber('3')).toBe(3);
    expect(descriptionNumber('x', 9)).toBe(9);
    expect(descriptionNumber(null)).toBe(0);
  });
});

describe('the configured field names in the content configuration', () => {
  it('are kept per entity, without the component id or non-text values', () => {
    const config = normalizeCmsConfig({
      data: { id: 1, attributes: { descriptionFields: { id: 1, banner: { id: 2, title: 'title_ml', position: 7 }, unknown: { a: 'b' } } } },
    });
    expect(config.descriptionFields).toEqual({ banner: { title: 'title_ml' } });
  });

  it('are empty when the configuration has none', () => {
    expect(normalizeCmsConfig({ data: { id: 1, attributes: {} } }).descriptionFields).toEqual({});
  });
});
