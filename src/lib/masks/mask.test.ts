import IMask from 'imask';
import { applyMask, compilePattern, createMask, MASK_ARRAY_LIMIT } from './mask';

/** Types `input` character by character, as a player would, and returns the masked value. */
function typeInto(options: ReturnType<typeof createMask>, input: string) {
  const masked = IMask.createMask(options);
  for (const char of input) masked.append(char, { input: true });
  return masked;
}

describe('createMask', () => {
  it('maps # to digits, @ to letters, * to letters or digits and keeps fixed characters', () => {
    const phone = createMask('+7 (###) ###-##-##');
    expect(typeInto(phone, '9123456789').value).toBe('+7 (912) 345-67-89');
    expect(typeInto(phone, '91a2').value).toBe('+7 (912');
    expect(typeInto(phone, '9123456789').unmaskedValue).toBe('9123456789');
    expect(applyMask(createMask('@@-##'), 'ab12')).toBe('ab-12');
    // A character that does not fit is skipped, as IMask does.
    expect(applyMask(createMask('@@-##'), '1a2')).toBe('a');
    expect(applyMask(createMask('***-***'), 'a1Ж2b3')).toBe('a1Ж-2b3');
  });

  it('treats IMask’s own special characters in the mask as fixed text', () => {
    expect(applyMask(createMask('0a{#}', { eager: true }), '5')).toBe('0a{5}');
    expect(applyMask(createMask('a\\*#', { eager: true }), '5')).toBe('a*5');
    expect(applyMask(createMask('\\#-###'), '123')).toBe('#-123');
  });

  it('supports optional parts and optional tokens', () => {
    const mask = createMask('##[-##]');
    expect(applyMask(mask, '12')).toBe('12');
    expect(applyMask(mask, '1234')).toBe('12-34');
    expect(IMask.createMask(mask).isComplete).toBe(false);
    const resolved = IMask.createMask(mask);
    resolved.resolve('12');
    expect(resolved.isComplete).toBe(true);
    const tokens = createMask('Z###', { tokens: { Z: { pattern: /[A-Z]/, optional: true } } });
    expect(applyMask(tokens, 'A123')).toBe('A123');
    expect(applyMask(tokens, '123')).toBe('123');
  });

  it('supports repeated tokens: exact counts, ranges and multiple', () => {
    expect(applyMask(createMask('#{4} #{4}'), '12345678')).toBe('1234 5678');
    const range = createMask('@{2}#{2,4}');
    expect(applyMask(range, 'LV12')).toBe('LV12');
    expect(applyMask(range, 'LV123456')).toBe('LV1234');
    const many = createMask('$#', { tokens: { '#': { pattern: /\d/, multiple: true } } });
    expect(applyMask(many, '1234567890')).toBe('$1234567890');
    expect(applyMask(createMask('#{1,}'), '987654321')).toBe('987654321');
  });

  it('eager adds fixed characters as soon as the input reaches them', () => {
    expect(typeInto(createMask('##.##.####', { eager: true }), '12').value).toBe('12.');
    expect(typeInto(createMask('##.##.####'), '12').value).toBe('12');
  });

  it('reversed fills from the right', () => {
    const amount = createMask('###,###,###', { reversed: true });
    expect(typeInto(amount, '1').value).toBe('1');
    expect(typeInto(amount, '1234').value).toBe('1,234');
    expect(typeInto(amount, '123456').value).toBe('123,456');
    expect(typeInto(amount, '1234567').value).toBe('1,234,567');
    expect(applyMask(amount, '12345')).toBe('12,345');
    const typed = typeInto(amount, '1234');
    typed.remove(typed.value.length - 1);
    expect(typed.value).toBe('123');
    expect(typed.unmaskedValue).toBe('123');
  });

  it('picks the best fitting mask of a list and keeps at most 20 masks', () => {
    const cards = createMask(['#### #### #### ####', '#### ###### #####']);
    expect(applyMask(cards, '1234567812345678')).toBe('1234 5678 1234 5678');
    const many = Array.from({ length: 30 }, (_, index) => '#'.repeat(index + 1));
    const options = createMask(many) as unknown as { mask: unknown[] };
    expect(options.mask).toHaveLength(MASK_ARRAY_LIMIT);
  });

  it('upper-cases letters when asked', () => {
    expect(applyMask(createMask('@@## ****', { uppercase: true }), 'lv12ab34')).toBe('LV12 AB34');
  });
});

describe('compilePattern', () => {
  it('counts tokens and escapes every fixed character', () => {
    const compiled = compilePattern('+7 (###)');
    expect(compiled.tokenCount).toBe(3);
    expect(compiled.mask.startsWith('\\+\\7\\ \\(')).toBe(true);
    expect(Object.values(compiled.definitions)).toHaveLength(1);
  });
});
