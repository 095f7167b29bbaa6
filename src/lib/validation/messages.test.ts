import type { TFunction } from 'i18next';
import i18next from 'i18next';
import en from '../../../locales/en/validation.json';
import ru from '../../../locales/ru/validation.json';
import {
  DEFAULT_MESSAGES,
  parseValidationMessage,
  substitutePlaceholders,
  translateValidationMessage,
  validationMessage,
} from './messages';

async function translator(lng: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { validation: en }, ru: { validation: ru } }, ns: ['validation'], interpolation: { escapeValue: false } });
  return instance.t;
}

describe('validation messages', () => {
  it('have the SPEC §5 English defaults in the en namespace', () => {
    const { form: _form, ...messages } = en;
    expect(messages).toEqual(DEFAULT_MESSAGES);
    expect(DEFAULT_MESSAGES.required).toBe('Field is required');
    expect(DEFAULT_MESSAGES.email).toBe('Wrong email address');
    expect(DEFAULT_MESSAGES.iban).toBe('Wrong iban');
  });

  it('encode and decode keys with parameters', () => {
    expect(validationMessage('required')).toBe('validation:required');
    const encoded = validationMessage('minLength', { min: 6 });
    expect(parseValidationMessage(encoded)).toEqual({ key: 'minLength', params: { min: 6 } });
    expect(parseValidationMessage('Already registered')).toBeNull();
    expect(parseValidationMessage('validation:unknownKey')).toBeNull();
  });

  it('translate encoded messages and pass plain text through', async () => {
    const t = await translator('ru');
    expect(translateValidationMessage(t, validationMessage('minLength', { min: 6 }))).toBe('Минимальная длина: 6');
    expect(translateValidationMessage(t, 'Server says no')).toBe('Server says no');
    expect(translateValidationMessage(t, undefined)).toBe('');
    const tEn = await translator('en');
    expect(translateValidationMessage(tEn, validationMessage('maxLength', { max: 20 }))).toBe('Max length is 20');
  });

  it('substitute $$placeholders$$ of configured messages', () => {
    expect(substitutePlaceholders('Min length is $$min$$', { min: 4 })).toBe('Min length is 4');
    expect(substitutePlaceholders('From $$min$$ to $$max$$ ($$unit$$)', { min: 1, max: 9 })).toBe('From 1 to 9 ($$unit$$)');
  });
});
