import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useAuthRegisterMutation } from '@/api/auth/auth-api';
import type { RegisterParams } from '@/api/auth/auth.types';
import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { stripLoginPlus } from '@/lib/validation/patterns';
import { type RegistrationFieldToggles, registrationFieldToggles } from '@/lib/validation/validator-config';
import { signUpSchema } from '../auth-schemas';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { trackAuthError } from '../hooks/use-sign-in';
import { useSubmitLock } from '../hooks/use-submit-lock';
import { mapServerErrors } from '../server-errors';
import { asApiError } from '@/api/errors';
import styles from './auth.module.css';
import { AuthSkeleton } from './auth-skeleton';

export interface SignUpValues {
  email: string;
  phone: string;
  password: string;
  passwordRepeat: string;
  fakename: string;
  currency: string;
  promo_code: string;
  terms: boolean;
  is_subscribed: boolean;
}

const FIELDS = ['email', 'phone', 'password', 'passwordRepeat', 'fakename', 'currency', 'promo_code', 'terms', 'is_subscribed'];

/** Only the fields the configuration shows go to auth.register. */
function registerParams(values: SignUpValues, toggles: RegistrationFieldToggles): RegisterParams {
  const text = (shown: boolean, value: string) => (shown && value.trim() ? value.trim() : undefined);
  return {
    email: text(toggles.email, values.email),
    phone: toggles.phone && values.phone.trim() ? stripLoginPlus(values.phone) : undefined,
    password: values.password,
    fakename: text(toggles.fakename, values.fakename),
    currency: text(toggles.currency, values.currency),
    promo_code: text(toggles.promoCode, values.promo_code),
    // Hidden terms are accepted by the operator's configuration.
    terms: !toggles.terms || values.terms ? 1 : 0,
    is_subscribed: toggles.notifications ? (values.is_subscribed ? 1 : 0) : undefined,
  };
}

export interface SignUpFormProps {
  titleId: string;
  onSuccess: () => void;
}

/**
 * Registration: the fields the content configuration shows (SPEC §5 toggles), the currency list of
 * general info, the promo code prefilled from storage (SPEC §2), terms and news subscription.
 */
export function SignUpForm({ titleId, onSuccess }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const info = useMetadataGetGeneralInfoQuery();
  const config = useCmsGetConfigQuery(locale);
  const [register] = useAuthRegisterMutation();
  const toggles = useMemo(() => registrationFieldToggles(config.data?.forms), [config.data]);
  const schema = useMemo(() => signUpSchema(toggles, config.data?.validatorConfig), [toggles, config.data]);
  const lock = useSubmitLock();

  if (info.isLoading || config.isLoading) return <AuthSkeleton rows={4} />;
  const currencies = info.data?.available_currencies ?? [];
  const defaultCurrency = info.data?.default_currency ?? currencies[0] ?? '';

  const submit = (values: SignUpValues, helpers: FormikHelpers<SignUpValues>) =>
    lock.run(async () => {
      helpers.setStatus(formErrorStatus(null));
      const result = await register(registerParams(values, toggles));
      if (!('error' in result) || result.error === undefined) {
        onSuccess();
        return true;
      }
      const error = asApiError(result.error);
      trackAuthError('register', error);
      const mapped = mapServerErrors(error, t, FIELDS);
      helpers.setErrors(mapped.fields);
      helpers.setStatus(formErrorStatus(mapped.form));
      return false;
    });

  return (
    <ValidatedForm<SignUpValues>
      initialValues={{
        email: '',
        phone: '',
        password: '',
        passwordRepeat: '',
        fakename: '',
        currency: defaultCurrency,
        promo_code: readString(STORAGE_KEYS.promoCode) ?? '',
        terms: false,
        is_subscribed: toggles.notificationsDefault,
      }}
      validationSchema={schema}
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      <FormError />
      {toggles.email ? (
        <TextField name="email" type="email" label={t('signUp.email')} autoComplete="email" autoCapitalize="off" spellCheck={false} required />
      ) : null}
      {toggles.phone ? <TextField name="phone" type="tel" label={t('signUp.phone')} autoComplete="tel" required /> : null}
      <PasswordField name="password" label={t('signUp.password')} hint={t('signUp.passwordHint')} autoComplete="new-password" required />
      {toggles.passwordRepeat ? (
        <PasswordField name="passwordRepeat" label={t('signUp.passwordRepeat')} autoComplete="new-password" required />
      ) : null}
      {toggles.fakename ? <TextField name="fakename" label={t('signUp.fakename')} autoComplete="nickname" required /> : null}
      {toggles.currency && currencies.length > 0 ? (
        <SelectField name="currency" label={t('signUp.currency')} options={currencies.map((code) => ({ value: code, label: code }))} required />
      ) : null}
      {toggles.promoCode ? (
        <TextField name="promo_code" label={t('signUp.promoCode')} hint={t('signUp.promoHint')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      ) : null}
      {toggles.terms ? <CheckboxField name="terms" label={t('signUp.terms')} required /> : null}
      {toggles.notifications ? <CheckboxField name="is_subscribed" label={t('signUp.subscribe')} /> : null}
      <SubmitButton fullWidth size="lg" disabled={lock.finished}>
        {t('signUp.submit')}
      </SubmitButton>
      <SocialLoginButtons mode="signUp" />
    </ValidatedForm>
  );
}
