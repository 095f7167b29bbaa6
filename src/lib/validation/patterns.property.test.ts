import fc from 'fast-check';
import { hasForbiddenPasswordChars, isEmail, isPhone, PASSWORD_FORBIDDEN_CHARS, stripLoginPlus } from './patterns';
import { passwordRule } from './rules';
import { normalizeDepositSum } from './sum';

const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);

describe('email (property)', () => {
  it('accepts local@domain with 1 or 2 dots in the domain', () => {
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 2, maxLength: 3 }), (user, labels) => {
        expect(isEmail(`${user}@${labels.join('.')}`)).toBe(true);
      }),
    );
  });

  it('rejects a domain with no dot or more than 2 dots', () => {
    fc.assert(
      fc.property(local, fc.oneof(fc.array(label, { minLength: 1, maxLength: 1 }), fc.array(label, { minLength: 4, maxLength: 6 })), (user, labels) => {
        expect(isEmail(`${user}@${labels.join('.')}`)).toBe(false);
      }),
    );
  });

  it('rejects anything with whitespace or without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const ats = text.split('@').length - 1;
        if (ats !== 1 || /\s/.test(text)) expect(isEmail(text)).toBe(false);
      }),
    );
  });
});

describe('phone (property)', () => {
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${min - 1},${max - 1}}$`));

  it('accepts 7-15 digits with an optional leading + and separators', () => {
    fc.assert(
      fc.property(digits(7, 15), fc.boolean(), (number, plus) => {
        const spaced = number.replace(/(\d{3})(?=\d)/g, '$1 ');
        expect(isPhone(`${plus ? '+' : ''}${spaced}`)).toBe(true);
        expect(isPhone(number, 'digits')).toBe(true);
      }),
    );
  });

  it('rejects too short or too long numbers', () => {
    fc.assert(
      fc.property(fc.oneof(digits(1, 6), digits(16, 20)), (number) => {
        expect(isPhone(number)).toBe(false);
        expect(isPhone(`+${number}`)).toBe(false);
      }),
    );
  });

  it('stripLoginPlus removes exactly one leading + and is idempotent on the rest', () => {
    fc.assert(
      fc.property(digits(7, 15), (number) => {
        expect(stripLoginPlus(`+${number}`)).toBe(number);
        expect(stripLoginPlus(number)).toBe(number);
      }),
    );
    expect(stripLoginPlus('demo@example.com')).toBe('demo@example.com');
  });
});

describe('sum (property)', () => {
  it('accepts every integer within the bounds and returns it as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (min, span) => {
        const max = min + span;
        const value = min + Math.floor(span / 2);
        expect(normalizeDepositSum(String(value), { min, max })).toEqual({ value, isValid: true, errorMessage: null });
      }),
    );
  });

  it('rejects values outside the bounds with the range message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), (min, offset) => {
        const low = normalizeDepositSum(String(Math.max(1, min - offset)), { min, max: min + 10 });
        const high = normalizeDepositSum(String(min + 10 + offset), { min, max: min + 10 });
        expect(low.isValid).toBe(false);
        expect(low.errorMessage).toMatch(/^validation:sumRange/);
        expect(high.errorMessage).toMatch(/^validation:sumRange/);
      }),
    );
  });

  it('rejects leading zeros and any non-digit with the wrong-field message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[0-9]{0,6}$|^[0-9]*[a-z.+-][0-9]*$/), (text) => {
        expect(normalizeDepositSum(text, { min: 1, max: 1e9 })).toMatchObject({ isValid: false, errorMessage: 'validation:wrongField' });
      }),
    );
  });
});

describe('password (property)', () => {
  const schema = passwordRule();
  const allowed = fc.stringMatching(/^[A-Za-z0-9!@#$%^&*()_+=.,:;?~|{}[\]-]+$/);

  it('accepts 6-20 allowed characters', () => {
    fc.assert(
      fc.property(allowed.filter((text) => text.length >= 6 && text.length <= 20), (text) => {
        expect(schema.isValidSync(text)).toBe(true);
      }),
    );
  });

  it('rejects any length outside 6-20', () => {
    fc.assert(
      fc.property(allowed.filter((text) => text.length < 6 || text.length > 20), (text) => {
        expect(schema.isValidSync(text)).toBe(false);
      }),
    );
  });

  it('rejects a forbidden character anywhere', () => {
    fc.assert(
      fc.property(allowed, fc.constantFrom(...PASSWORD_FORBIDDEN_CHARS, ' ', '\t'), fc.nat(), (text, bad, at) => {
        const index = at % (text.length + 1);
        const value = `${text.slice(0, index)}${bad}${text.slice(index)}`.padEnd(6, 'x');
        expect(hasForbiddenPasswordChars(value)).toBe(true);
        expect(schema.isValidSync(value)).toBe(false);
      }),
    );
  });
});
