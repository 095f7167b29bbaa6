import type { FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { object } from 'yup';
import { useAccountChangePasswordMutation } from '@/api/account/account-profile-api';
import { useAuthBackendChangePasswordMutation } from '@/api/auth-backend/auth-backend-api';
import { getAuthToken } from '@/api/auth-backend/auth-session';
import { type ApiError, asApiError } from '@/api/errors';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { passwordRepeatRule, passwordRule, requiredRule } from '@/lib/validation/rules';
import { mapProfileErrors, type ProfileFormErrors } from '../shared/profile-errors';
import styles from '../shared/profile.module.css';
import { useSubmitLock } from '../shared/use-submit-lock';

export interface PasswordValues {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

const EMPTY: PasswordValues = { old_password: '', new_password: '', repeat_password: '' };
const FIELDS = Object.keys(EMPTY);

/** The auth backend (Strapi) words its refusals; each belongs to one field. */
function authBackendErrors(error: ApiError, t: (key: string) => string): ProfileFormErrors | null {
  const message = error.message.toLowerCase();
  if (message.includes('current password')) return { fields: { old_password: t('serverErrors.old_password.WRONG') }, form: t('errors.checkFields') };
  if (message.includes('do not match')) return { fields: { repeat_password: t('serverErrors.repeat_password.MISMATCH') }, form: t('errors.checkFields') };
  if (message.includes('must be different')) return { fields: { new_password: t('serverErrors.new_password.SAME') }, form: t('errors.checkFields') };
  if (message.includes('at least')) return { fields: { new_password: t('serverErrors.new_password.INVALID') }, form: t('errors.checkFields') };
  return null;
}

/**
 * Change the password with a repeat (SPEC §5 password rules). A session of the auth backend changes
 * it there (POST /auth/change-password, which answers a fresh token); otherwise account.changePassword.
 */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [changeOnSite] = useAccountChangePasswordMutation();
  const [changeOnAuthBackend] = useAuthBackendChangePasswordMutation();
  const lock = useSubmitLock();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => object({ old_password: requiredRule(), new_password: passwordRule(), repeat_password: passwordRepeatRule('new_password') }),
    [],
  );

  const submit = (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) =>
    lock(async () => {
      setSaved(false);
      helpers.setStatus(formErrorStatus(null));
      const viaAuthBackend = getAuthToken() !== null;
      try {
        if (viaAuthBackend) {
          await changeOnAuthBackend({ currentPassword: values.old_password, password: values.new_password, passwordConfirmation: values.repeat_password }).unwrap();
        } else {
          await changeOnSite(values).unwrap();
        }
        helpers.resetForm({ values: EMPTY });
        setSaved(true);
      } catch (error) {
        const apiError = asApiError(error);
        const mapped = (viaAuthBackend ? authBackendErrors(apiError, t) : null) ?? mapProfileErrors(apiError, t, FIELDS);
        helpers.setErrors(mapped.fields);
        helpers.setStatus(formErrorStatus(mapped.form));
      }
    });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('security.passwordTitle')}</h2>
      <ValidatedForm<PasswordValues> initialValues={EMPTY} validationSchema={schema} onSubmit={submit} aria-labelledby={titleId}>
        <FormError />
        <PasswordField name="old_password" label={t('security.oldPassword')} autoComplete="current-password" required />
        <div className={styles.grid}>
          <PasswordField name="new_password" label={t('security.newPassword')} autoComplete="new-password" hint={t('security.passwordHint')} required />
          <PasswordField name="repeat_password" label={t('security.repeatPassword')} autoComplete="new-password" required />
        </div>
        <div className={styles.actions}>
          <SubmitButton>{t('security.changePassword')}</SubmitButton>
          <p className={styles.success} role="status">{saved ? t('security.passwordChanged') : ''}</p>
        </div>
      </ValidatedForm>
    </section>
  );
}
