import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { signInSchema } from '../auth-schemas';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { useSignIn } from '../hooks/use-sign-in';
import { useSubmitLock } from '../hooks/use-submit-lock';
import { mapServerErrors } from '../server-errors';
import styles from './auth.module.css';
import { DemoAccounts } from './demo-accounts';

interface SignInValues {
  login: string;
  password: string;
}

export interface SignInFormProps {
  titleId: string;
  onSuccess: () => void;
  onForgot: () => void;
}

/** Login (email or phone) and password; a two-factor answer moves the panel to the code step. */
export function SignInForm({ titleId, onSuccess, onForgot }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { signIn } = useSignIn();
  const schema = useMemo(() => signInSchema(), []);
  const lock = useSubmitLock();

  const submit = (values: SignInValues, helpers: FormikHelpers<SignInValues>) =>
    lock.run(async () => {
      helpers.setStatus(formErrorStatus(null));
      const outcome = await signIn(values);
      if (outcome.kind === 'success') {
        onSuccess();
        return true;
      }
      if (outcome.kind === 'error') {
        const mapped = mapServerErrors(outcome.error, t, ['login', 'password']);
        helpers.setErrors(mapped.fields);
        helpers.setStatus(formErrorStatus(mapped.form));
      }
      return false;
    });

  return (
    <ValidatedForm<SignInValues>
      initialValues={{ login: '', password: '' }}
      validationSchema={schema}
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      <FormError />
      <TextField name="login" label={t('signIn.login')} autoComplete="username" autoCapitalize="off" spellCheck={false} required />
      <PasswordField name="password" label={t('signIn.password')} autoComplete="current-password" required />
      <button type="button" className={styles.linkButton} onClick={onForgot}>
        {t('signIn.forgot')}
      </button>
      <SubmitButton fullWidth size="lg" disabled={lock.finished}>
        {t('signIn.submit')}
      </SubmitButton>
      <SocialLoginButtons mode="signIn" />
      <DemoAccounts />
    </ValidatedForm>
  );
}
