import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import { useAccountGetInfoQuery } from '@/api/account/account-api';
import { useAuthRegisterMutation } from '@/api/auth/auth-api';
import { useAuthSession } from '@/api/auth-backend/use-auth-session';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { trackEvent } from '@/lib/analytics/analytics';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkboxRule, emailRule, requiredRule } from '@/lib/validation/rules';
import { mapServerErrors } from '../server-errors';
import { asApiError } from '@/api/errors';
import styles from './social-registration-dialog.module.css';

interface CompletionValues {
  email: string;
  currency: string;
  terms: boolean;
}

const FIELDS = ['email', 'currency', 'terms'];

/**
 * The 'socialRegistration' dialog (opened non-closable by SocialAuthWatcher, SPEC §2): a player who
 * came in through a social provider gives what the provider did not (email when missing, currency)
 * and accepts the terms. CONTRACT: sent as auth.register POST with complete_registration=1 while
 * signed in; success answers the account info with is_registration_completed true.
 */
export function SocialRegistrationDialog({ titleId, close }: DialogBodyPropsOf<'socialRegistration'>) {
  const { t } = useTranslation(['social', 'auth']);
  const { data: account } = useAccountGetInfoQuery();
  const { user } = useAuthSession();
  const { data: general } = useMetadataGetGeneralInfoQuery();
  const [register] = useAuthRegisterMutation();

  const needsEmail = !user?.email && !account?.login?.includes('@');
  const currencies = general?.available_currencies ?? [];
  const schema = useMemo(
    () => object({ email: needsEmail ? emailRule() : string(), currency: requiredRule(), terms: checkboxRule() }),
    [needsEmail],
  );
  const initialValues: CompletionValues = { email: '', currency: general?.default_currency ?? currencies[0] ?? '', terms: false };

  const submit = async (values: CompletionValues, helpers: FormikHelpers<CompletionValues>) => {
    helpers.setStatus(formErrorStatus(null));
    try {
      await register({
        complete_registration: 1,
        ...(needsEmail ? { email: values.email.trim() } : {}),
        currency: values.currency,
        terms: 1,
      }).unwrap();
    } catch (error) {
      const failure = asApiError(error);
      trackEvent('registration_error', { method: 'social', error_code: failure.name, error_status: failure.status });
      const mapped = mapServerErrors(failure, t, FIELDS);
      helpers.setErrors(mapped.fields);
      helpers.setStatus(formErrorStatus(mapped.form));
      return;
    }
    trackEvent('registration', { method: 'social' });
    close();
  };

  return (
    <div className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        {t('completion.title')}
      </h2>
      <p className={styles.text}>{t('completion.text')}</p>
      <ValidatedForm<CompletionValues>
        enableReinitialize
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        aria-labelledby={titleId}
      >
        <FormError />
        {needsEmail ? <TextField name="email" type="email" label={t('completion.email')} autoComplete="email" required /> : null}
        <SelectField
          name="currency"
          label={t('completion.currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          placeholder={currencies.length === 0}
          required
        />
        <CheckboxField name="terms" label={t('completion.terms')} required />
        <SubmitButton fullWidth>{t('completion.submit')}</SubmitButton>
      </ValidatedForm>
    </div>
  );
}
