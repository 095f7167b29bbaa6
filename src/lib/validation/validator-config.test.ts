import { object, ValidationError } from 'yup';
import { validationMessage as m } from './messages';
import { nameRule, requiredRule } from './rules';
import {
  applyValidatorConfig,
  DEFAULT_REGISTRATION_TOGGLES,
  namePatternFor,
  parseValidatorConfig,
  registrationFieldToggles,
} from './validator-config';

function errorsOf(schema: { validateSync: (value: unknown, options: { abortEarly: false }) => unknown }, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('validatorConfig', () => {
  it('keeps only well-formed entries', () => {
    expect(
      parseValidatorConfig([{ id: 1, field: 'name', pattern: 'default' }, { rule: 'required' }, null, 'x', { field: ' ', rule: 'x' }]),
    ).toEqual([{ field: 'name', rule: null, pattern: 'default', value: null, message: null, form: null }]);
    expect(parseValidatorConfig(undefined)).toEqual([]);
  });

  it('adds configured tests to the fields the schema has, with configured or default messages', () => {
    const base = object({ nickname: requiredRule(), zip: requiredRule().default(''), city: requiredRule() });
    const schema = applyValidatorConfig(base, [
      { field: 'nickname', rule: 'minLength', value: 5, message: 'At least $$min$$ characters' },
      { field: 'nickname', rule: 'maxLength', value: '8' },
      { field: 'zip', rule: 'custom', value: '^LV-\\d{4}$' },
      { field: 'city', rule: 'text' },
      { field: 'missing', rule: 'required' },
      { field: 'city', rule: 'unknownRule' },
      { field: 'zip', rule: 'custom', value: '([' },
    ]);
    expect(errorsOf(schema, { nickname: 'abc', zip: '1050', city: 'Рига' })).toEqual(['At least 5 characters', m('custom')]);
    expect(errorsOf(schema, { nickname: 'abcdefghi', zip: 'LV-1050', city: '東京' })).toEqual([m('maxLength', { max: 8 }), m('text')]);
    expect(errorsOf(schema, { nickname: 'abcdef', zip: 'LV-1050', city: 'Riga' })).toEqual([]);
  });

  it('leaves the schema alone when nothing applies, and filters entries by form', () => {
    const base = object({ email: requiredRule() });
    expect(applyValidatorConfig(base, [])).toBe(base);
    const profileOnly = [{ field: 'email', rule: 'email', form: 'profile' }];
    expect(errorsOf(applyValidatorConfig(base, profileOnly, { form: 'registration' }), { email: 'x' })).toEqual([]);
    expect(errorsOf(applyValidatorConfig(base, profileOnly, { form: 'profile' }), { email: 'x' })).toEqual([m('email')]);
  });

  it('picks the configured name pattern of a field', () => {
    const list = [{ field: 'first_name', pattern: 'noSymbols' }, { field: 'last_name', pattern: 'bogus' }];
    expect(namePatternFor(list, 'first_name')).toBe('noSymbols');
    expect(namePatternFor(list, 'last_name')).toBe('default');
    expect(namePatternFor(list, 'middle_name')).toBe('default');
    expect(nameRule({ pattern: namePatternFor(list, 'first_name') }).isValidSync('Anna 2')).toBe(true);
    expect(nameRule({ pattern: namePatternFor(list, 'last_name') }).isValidSync('Anna 2')).toBe(false);
  });
});

describe('registrationFieldToggles', () => {
  it('uses the defaults when the section is missing', () => {
    expect(registrationFieldToggles(undefined)).toEqual(DEFAULT_REGISTRATION_TOGGLES);
    expect(registrationFieldToggles({ registration: 'nope' })).toEqual(DEFAULT_REGISTRATION_TOGGLES);
  });

  it('applies configured flags and ignores values of the wrong type', () => {
    const toggles = registrationFieldToggles({
      registration: { showPromoCode: false, showTerms: false, notificationsDefault: true, showPhone: true, phoneFormat: 'digits', showCurrency: 'no' },
    });
    expect(toggles).toMatchObject({ promoCode: false, terms: false, notificationsDefault: true, phone: true, phoneFormat: 'digits', currency: true });
  });

  it('always keeps a login field', () => {
    expect(registrationFieldToggles({ registration: { showEmail: false, showPhone: false } })).toMatchObject({ email: true, phone: false });
  });
});
