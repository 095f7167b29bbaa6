import { object, ValidationError } from 'yup';
import { validationMessage as m } from './messages';
import {
  addressRule,
  cardHolderRule,
  checkboxRule,
  confirmationCodeRule,
  customRule,
  dateRule,
  emailRule,
  fakenameRule,
  ibanRule,
  iconRule,
  loginRule,
  maxLengthTest,
  minLengthTest,
  nameRule,
  passwordRepeatRule,
  passwordRule,
  phoneRule,
  postcodeRule,
  promoCodeRule,
  requiredRule,
  sexRule,
  sumRule,
  textRule,
} from './rules';

interface Schema {
  validateSync(value: unknown): unknown;
}

/** The first error message of a schema for a value, or null when it passes. */
function errorOf(schema: Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

type Case = [value: unknown, expected: string | null];

const required = m('required');
const tables: Array<[string, Schema, Case[]]> = [
  ['required', requiredRule(), [['x', null], ['', required], ['   ', required], [undefined, required]]],
  [
    'email',
    emailRule(),
    [
      ['player@example.com', null],
      ['a.b+c@mail.example.co', null],
      ['', required],
      ['player@example', m('email')],
      ['player@a.b.c.d', m('email')],
      ['pla yer@example.com', m('email')],
      ['a@b@example.com', m('email')],
      ['player@.com', m('email')],
      ['@example.com', m('email')],
    ],
  ],
  ['email optional', emailRule({ required: false }), [['', null], ['bad', m('email')]]],
  [
    'phone',
    phoneRule(),
    [
      ['+7 (912) 345-67-89', null],
      ['79123456789', null],
      ['', required],
      ['+0123456789', m('phone')],
      ['12345', m('phone')],
      ['+7 912 abc', m('phone')],
      ['7+9123456789', m('phone')],
    ],
  ],
  [
    'login',
    loginRule(),
    [
      ['demo@example.com', null],
      ['+7 912 345 67 89', null],
      ['', required],
      ['demo@example', m('email')],
      ['12345', m('phone')],
    ],
  ],
  ['phone digits', phoneRule({ format: 'digits' }), [['79123456789', null], ['+79123456789', m('phone')], ['7912 345 67 89', m('phone')]]],
  [
    'fakename',
    fakenameRule(),
    [
      ['Lucky7', null],
      ['Удача', null],
      ['abc', m('minLength', { min: 4 })],
      ['lucky star', m('fakename')],
      ['lucky_star', m('fakename')],
      ['', required],
    ],
  ],
  [
    'password',
    passwordRule(),
    [
      ['demo1234', null],
      ['Pa$$w0rd!', null],
      ['', required],
      ['abc12', m('minLength', { min: 6 })],
      ['a'.repeat(21), m('maxLength', { max: 20 })],
      ['with space', m('passwordForbidden', { chars: '< > " \' ` \\' })],
      ['pass<word', m('passwordForbidden', { chars: '< > " \' ` \\' })],
    ],
  ],
  [
    'name (default)',
    nameRule(),
    [
      ['Anna-Maria', null],
      ['Jānis Bērziņš', null],
      ['Иван', null],
      ['', required],
      ['Anna2', m('name')],
      ['Anna@', m('name')],
      ['Anna_Maria', m('name')],
      ["O'Brien", null],
      ['Forlì', null],
      ['Anna "Ann"', m('name')],
      ['Anna (Ann)', m('name')],
    ],
  ],
  ['name lettersOnly', nameRule({ pattern: 'lettersOnly' }), [['Anna', null], ['Anna Maria', m('name')], ['Anna-Maria', m('name')], ['Anna,', m('name')]]],
  ['name noDigitsNoSymbols', nameRule({ pattern: 'noDigitsNoSymbols' }), [["Anna-Maria O'Neil", null], ['Anna2', m('name')], ['Anna!', m('name')]]],
  ['name noSymbols', nameRule({ pattern: 'noSymbols' }), [['Anna 2nd', null], ['Anna!', m('name')], ['Anna#2', m('name')]]],
  ['address', addressRule(), [['Main st. 5-12, Riga', null], ['', required], ['Main st. #5', m('address')], ['Main <b>', m('address')]]],
  ['iban', ibanRule(), [['DE89 3704 0044 0532 0130 00', null], ['GB82WEST12345698765432', null], ['DE89 3704 0044 0532 0130 01', m('iban')], ['DE89', m('iban')]]],
  [
    'date',
    dateRule({ min: '1900-01-01', max: '2008-12-31' }),
    [
      ['31.12.1990', null],
      ['1990-12-31', null],
      ["31'12'1990", null],
      ['', required],
      ['31.02.1990', m('date')],
      ['31.12.90', m('date')],
      ['31/12/1990', m('date')],
      ['01.01.2009', m('dateMax', { max: '31.12.2008' })],
      ['31.12.1899', m('dateMin', { min: '01.01.1900' })],
    ],
  ],
  [
    'sum',
    sumRule({ min: 10, max: 5000 }),
    [
      ['100', null],
      ['1,000', null],
      [250, null],
      ['', required],
      ['0100', m('wrongField')],
      ['10.5', m('wrongField')],
      ['-5', m('wrongField')],
      ['5', m('sumRange', { min: '10', max: '5,000' })],
      ['5001', m('sumRange', { min: '10', max: '5,000' })],
    ],
  ],
  ['sex', sexRule(), [['male', null], ['', m('sex')], [undefined, m('sex')]]],
  ['text', textRule(), [['Hello, мир! Labdien, ā.', null], ['Forlì', null], ['Cádiz', null], ['A Coruña', null], ["Sant'Agata", null], ['', required], ['日本語', m('text')], ['emoji 🎰', m('text')], ['Forlì <b>', m('text')]]],
  ['text not required', textRule({ isRequired: false, maxLength: 5 }), [['', null], ['abcdef', m('maxLength', { max: 5 })]]],
  ['postcode', postcodeRule(), [['12345678', null], ['1', null], ['123456789', m('postcode')], ['12A45', m('postcode')], ['', required]]],
  ['postcode configured', postcodeRule({ pattern: '^[A-Z]{2}-\\d{4}$' }), [['LV-1050', null], ['1050', m('postcode')]]],
  ['confirmation code', confirmationCodeRule(), [['123456', null], ['', required], ['12345', m('code')], ['1234567', m('code')], ['12345a', m('code')]]],
  ['card holder', cardHolderRule(), [["JOHN O'NEIL-SMITH JR.", null], ['Jānis', null], ['JOHN2', m('cardHolder')], ['JOHN_SMITH', m('cardHolder')], ['', required]]],
  ['promo code', promoCodeRule(), [['', null], ['ANY code!@#', null]]],
  ['checkbox', checkboxRule(), [[true, null], [false, m('checkbox')], [undefined, m('checkbox')]]],
  ['custom regex', customRule(/^ok/), [['okay', null], ['', null], ['nope', m('custom')]]],
  ['custom function', customRule((value) => value === 'yes', { required: true, message: 'Say yes' }), [['yes', null], ['no', 'Say yes'], ['', required]]],
  ['icon', iconRule(), [['/icons/visa.svg', null], ['data:image/svg+xml;base64,AAA', null], ['/icons/visa.png', m('icon')], [{ url: 'x' }, m('icon')]]],
];

describe.each(tables)('%s', (_name, schema, cases) => {
  it.each(cases)('%j -> %s', (value, expected) => {
    expect(errorOf(schema, value)).toBe(expected);
  });
});

describe('length tests', () => {
  it('substitute $$min$$ / $$max$$ in a configured message and use i18n params by default', () => {
    const schema = requiredRule().test(minLengthTest(3, 'At least $$min$$ letters')).test(maxLengthTest(5));
    expect(errorOf(schema, 'ab')).toBe('At least 3 letters');
    expect(errorOf(schema, 'abcdef')).toBe(m('maxLength', { max: 5 }));
    expect(errorOf(schema, 'abcd')).toBeNull();
  });
});

describe('passwordRepeatRule', () => {
  const schema = object({ password: passwordRule(), passwordRepeat: passwordRepeatRule('password') });

  it('passes when both passwords are equal', () => {
    expect(schema.isValidSync({ password: 'secret1', passwordRepeat: 'secret1' })).toBe(true);
  });

  it('fails with the mismatch message otherwise, and requires the repeat', () => {
    expect(() => schema.validateSync({ password: 'secret1', passwordRepeat: 'secret2' })).toThrow(m('passwordMismatch'));
    expect(() => schema.validateSync({ password: 'secret1', passwordRepeat: '' })).toThrow(m('required'));
  });
});

describe('configured messages', () => {
  it('replace the main message of a rule', () => {
    expect(errorOf(emailRule({ message: 'Email, please' }), 'nope')).toBe('Email, please');
    expect(errorOf(nameRule({ message: m('text') }), '1')).toBe(m('text'));
  });
});
