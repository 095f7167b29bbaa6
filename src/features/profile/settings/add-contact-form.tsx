import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import { useAccountAddContactMutation, useAccountGetContactPhoneSettingsQuery, useAccountSendConfirmationToContactMutation } from '@/api/account/account-profile-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { validationMessage } from '@/lib/validation/messages';
import { emailRule, requiredRule } from '@/lib/validation/rules';
import { countryName } from '@/lib/format/intl-format';
import { mapProfileErrors } from '../shared/profile-errors';
import { asApiError } from '@/api/errors';
import styles from '../shared/profile.module.css';
import { useSubmitLock } from '../shared/use-submit-lock';

export interface AddContactValues {
  type: 'email' | 'phone';
  email: string;
  country: string;
  phone: string;
}

/** The national part of a phone number: 4 to 14 digits, spaces, brackets and hyphens allowed. */
const NATIONAL_PHONE = /^[\d\s()-]+$/;

export function addContactSchema() {
  return object({
    type: string().oneOf(['email', 'phone']),
    email: string().when('type', { is: 'email', then: () => emailRule(), otherwise: (schema) => schema }),
    country: string().when('type', { is: 'phone', then: () => requiredRule(), otherwise: (schema) => schema }),
    phone: string().when('type', {
      is: 'phone',
      then: () =>
        requiredRule().test({
          name: 'phone',
          message: validationMessage('phone'),
          test: (value) => !value || (NATIONAL_PHONE.test(value) && value.replace(/\D/g, '').length >= 4 && value.replace(/\D/g, '').length <= 14),
        }),
      otherwise: (schema) => schema,
    }),
  });
}

/** The full international number the server stores: +, country code, national digits. */
export function internationalPhone(phoneCode: string, national: string): string {
  return `+${phoneCode}${national.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/**
 * Adds an email or a phone (country code from getContactPhoneSettings), then asks for its code:
 * onAdded gets the contact as the server stores it.
 */
export function AddContactForm({ onAdded }: { onAdded: (contact: string, codeSent: boolean) => void }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const settings = useAccountGetContactPhoneSettingsQuery();
  const [add] = useAccountAddContactMutation();
  const [send] = useAccountSendConfirmationToContactMutation();
  const lock = useSubmitLock();
  const schema = useMemo(() => addContactSchema(), []);
  const countries = settings.data?.items ?? [];

  const submit = (values: AddContactValues, helpers: FormikHelpers<AddContactValues>) =>
    lock(async () => {
      helpers.setStatus(formErrorStatus(null));
      const country = countries.find((item) => item.country_code === values.country);
      const contact = values.type === 'email' ? values.email.trim().toLowerCase() : internationalPhone(country?.phone_code ?? '', values.phone);
      try {
        await add(values.type === 'email' ? { contact } : { contact, phone_country_code: values.country }).unwrap();
      } catch (error) {
        const field = values.type === 'email' ? 'email' : 'phone';
        const mapped = mapProfileErrors(asApiError(error), t, ['email', 'phone', 'country'], { contact: field, phone_country_code: 'country' });
        helpers.setErrors(mapped.fields);
        helpers.setStatus(formErrorStatus(mapped.form));
        return;
      }
      const sent = await send({ contact }).unwrap().then(() => true, () => false);
      helpers.resetForm({ values: { ...values, email: '', phone: '' } });
      onAdded(contact, sent);
    });

  if (settings.isLoading) return <Spinner />;
  return (
    <ValidatedForm<AddContactValues>
      initialValues={{ type: 'phone', email: '', country: settings.data?.default_country_code ?? '', phone: '' }}
      validationSchema={schema}
      onSubmit={submit}
      aria-label={t('contacts.addTitle')}
      className={styles.inlineForm}
    >
      {({ values }) => (
        <>
          <FormError />
          <SelectField
            name="type"
            label={t('contacts.type')}
            options={[
              { value: 'phone', label: t('contacts.phone') },
              { value: 'email', label: t('contacts.email') },
            ]}
          />
          {values.type === 'email' ? (
            <TextField name="email" type="email" label={t('contacts.email')} autoComplete="email" required />
          ) : (
            <div className={styles.phoneRow}>
              <SelectField
                name="country"
                label={t('contacts.countryCode')}
                placeholder
                required
                options={countries
                  .map((item) => ({ value: item.country_code, label: `${countryName(locale, item.country_code, item.name)} +${item.phone_code}` }))
                  .sort((a, b) => a.label.localeCompare(b.label, locale))}
              />
              <TextField name="phone" type="tel" label={t('contacts.phoneNumber')} autoComplete="tel-national" inputMode="tel" required />
            </div>
          )}
          <div className={styles.actions}>
            <SubmitButton variant="secondary">{t('contacts.add')}</SubmitButton>
          </div>
        </>
      )}
    </ValidatedForm>
  );
}
