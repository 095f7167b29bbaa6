import IMask from 'imask';
import { applyMask } from '@/lib/masks/mask';
import { REQUISITE_INPUTS, requisiteMask } from './requisite-inputs';

/** Types `input` character by character into the mask of `type`, as a player would. */
function typed(type: Parameters<typeof requisiteMask>[0], input: string): string {
  const mask = requisiteMask(type);
  if (!mask) throw new Error(`${type} has no mask`);
  const masked = IMask.createMask(mask);
  for (const char of input) masked.append(char, { input: true });
  return masked.value;
}

describe('requisite masks', () => {
  it('groups card numbers of 12 to 19 digits by four and takes nothing more', () => {
    expect(typed('card_number', '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typed('card_number', '424242424242')).toBe('4242 4242 4242');
    expect(typed('card_number', '4242424242424242428')).toBe('4242 4242 4242 4242 428');
    expect(typed('card_number', '42424242424242424289')).toBe('4242 4242 4242 4242 428');
    expect(typed('card_number', '4242a4242')).toBe('4242 4242');
  });

  it('writes the expiry as MM/YY with the slash added at once, and the CVV as 3 or 4 digits', () => {
    expect(typed('card_expiry', '1230')).toBe('12/30');
    expect(typed('card_expiry', '12')).toBe('12/');
    expect(typed('card_cvv', '12345')).toBe('1234');
  });

  it('upper-cases an IBAN and groups it by four, typed or pasted with spaces', () => {
    expect(typed('iban', 'de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    const iban = requisiteMask('iban');
    expect(iban && applyMask(iban, 'GB82 WEST 1234 5698 7654 32')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(typed('iban', '12')).toBe('');
  });

  it('leaves the other types as free text with their keyboards and autofill hints', () => {
    for (const type of ['card_holder', 'phone', 'email', 'wallet', 'crypto_address', 'text'] as const) expect(requisiteMask(type)).toBeNull();
    expect(REQUISITE_INPUTS.card_number).toMatchObject({ inputMode: 'numeric', autoComplete: 'cc-number' });
    expect(REQUISITE_INPUTS.email).toMatchObject({ type: 'email', autoComplete: 'email' });
    expect(REQUISITE_INPUTS.card_cvv.narrow).toBe(true);
  });
});
