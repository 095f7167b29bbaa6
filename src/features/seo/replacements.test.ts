import { fillPlaceholders, fillRecord } from './replacements';

const BRAND = [{ placeholder: '##brand##', text: 'Lucky Orbit' }];

describe('placeholder replacements', () => {
  it('fills record replacements and the entity name', () => {
    expect(fillPlaceholders('##name## at ##brand##', BRAND, 'Book of Orbit')).toBe('Book of Orbit at Lucky Orbit');
  });

  it('gives null while a placeholder is left, so no raw ##name## is shown', () => {
    expect(fillPlaceholders('##name## at ##brand##', BRAND, null)).toBeNull();
    expect(fillPlaceholders('Hello ##unknown##', BRAND, 'x')).toBeNull();
  });

  it('treats empty and missing texts as nothing', () => {
    expect(fillPlaceholders('', BRAND, null)).toBeNull();
    expect(fillPlaceholders(null, BRAND, null)).toBeNull();
    expect(fillPlaceholders('  ', null, null)).toBeNull();
  });

  it('fills every text of a record; Open Graph falls back to title and description', () => {
    const filled = fillRecord({ url: '/x', title: '##brand## promos', description: 'About ##name##', replacements: BRAND, openGraph: { title: null } }, 'Spin race');
    expect(filled).toMatchObject({ title: 'Lucky Orbit promos', description: 'About Spin race', ogTitle: 'Lucky Orbit promos', ogDescription: 'About Spin race' });
  });
});
