import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useAuthBackendResetPasswordMutation } from '@/api/auth-backend/auth-backend-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { resetPasswordSchema } from '../auth-schemas';
import styles from '../components/auth.module.css';
import { useSubmitLock } from '../hooks/use-submit-lock';
import { mapServerErrors } from '../server-errors';
import { asApiError } from '@/api/errors';
import { resetRefusal } from './reset-password-errors';

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

export interface ResetPasswordFormProps {
  code: string;
  titleId: string;
  /** The new password is set and the session stored (SPEC §4). */
  onSuccess: () => void;
}

/**
 * The new password, twice, sent with the link's code to the auth backend's reset-password, which
 * answers the session token (stored by the endpoint). A refusal keeps what was typed.
 */
export function ResetPasswordForm({ code, titleId, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [resetPassword] = useAuthBackendResetPasswordMutation();
  const schema = useMemo(() => resetPasswordSchema(), []);
  const lock = useSubmitLock();

  const submit = (values: ResetValues, helpers: FormikHelpers<ResetValues>) =>
    lock.run(async () => {
      helpers.setStatus(formErrorStatus(null));
      const result = await resetPassword({ code, password: values.password, passwordConfirmation: values.passwordRepeat });
      if (!('error' in result) || result.error === undefined) {
        onSuccess();
        return true;
      }
      const error = asApiError(result.error);
      const refusal = resetRefusal(error);
      if (refusal === 'expiredCode') helpers.setStatus(formErrorStatus(t('reset.expired')));
      else if (refusal === 'mismatch') helpers.setErrors({ passwordRepeat: t('reset.mismatch') });
      else if (refusal === 'passwordRules') helpers.setErrors({ password: t('reset.passwordRules') });
      else helpers.setStatus(formErrorStatus(mapServerErrors(error, t, []).form));
      return false;
    });

  return (
    <ValidatedForm<ResetValues>
      initialValues={{ password: '', passwordRepeat: '' }}
      validationSchema={schema}
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      <FormError />
      <PasswordField name="password" label={t('reset.password')} hint={t('signUp.passwordHint')} autoComplete="new-password" required />
      <PasswordField name="passwordRepeat" label={t('reset.passwordRepeat')} autoComplete="new-password" required />
      <SubmitButton fullWidth size="lg" disabled={lock.finished}>
        {t('reset.submit')}
      </SubmitButton>
    </ValidatedForm>
  );
}
