import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { MaskedField } from '@/components/form/masked-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { formatDuration } from '@/lib/format/duration';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { codeSchema } from '../auth-schemas';
import { resendDeadline, selectTwoFactor, twoFactorCleared } from '../auth-slice';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useSignIn } from '../hooks/use-sign-in';
import { useSubmitLock } from '../hooks/use-submit-lock';
import { mapServerErrors } from '../server-errors';
import { twoFactorMessageOf } from '@/api/auth/two-factor-messages';
import { twoFactorMessageKey } from '../two-factor-messages';
import { forgetTwoFactorPassword, twoFactorPasswordFor } from '../two-factor-password';
import styles from './auth.module.css';

const CODE_MASK = { mask: '000000' };

/**
 * The second step of a two-factor sign-in (SPEC §4): the 6-digit code goes with the stored login and
 * the password held outside the store (two-factor-password.ts). "Send a new code" repeats the login
 * without a code once the resend time is over.
 */
export function TwoFactorForm({ titleId, onSuccess }: { titleId: string; onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTwoFactor);
  const { signIn } = useSignIn();
  const schema = useMemo(() => codeSchema(), []);
  const lock = useSubmitLock();
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const resendInMs = useCountdown(state ? resendDeadline(state) : 0);

  if (!state) return null;
  const { login } = state;

  const back = () => {
    forgetTwoFactorPassword();
    dispatch(twoFactorCleared());
  };

  /** The held password; without it (it was forgotten) the player goes back and signs in again. */
  const password = (): string | null => {
    const held = twoFactorPasswordFor(login);
    if (held === null) back();
    return held;
  };

  const submit = (values: { code: string }, helpers: FormikHelpers<{ code: string }>) =>
    lock.run(async () => {
      helpers.setStatus(formErrorStatus(null));
      setNotice(null);
      const held = password();
      if (held === null) return false;
      const outcome = await signIn({ login, password: held, code: values.code });
      if (outcome.kind === 'success') {
        onSuccess();
        return true;
      }
      if (outcome.kind === 'twoFactor') {
        helpers.setStatus(formErrorStatus(t(twoFactorMessageKey('required'))));
        return false;
      }
      const kind = twoFactorMessageOf(outcome.error.message);
      // Wrong or malformed codes belong to the code field; the rest to the whole form.
      if (kind === 'invalid' || kind === 'format') helpers.setErrors({ code: t(twoFactorMessageKey(kind)) });
      else helpers.setStatus(formErrorStatus(mapServerErrors(outcome.error, t, []).form));
      return false;
    });

  const resend = (setStatus: (status: unknown) => void) =>
    lock.run(async () => {
      setResending(true);
      setStatus(formErrorStatus(null));
      setNotice(null);
      try {
        const held = password();
        if (held === null) return false;
        const outcome = await signIn({ login, password: held });
        if (outcome.kind === 'success') {
          onSuccess();
          return true;
        }
        if (outcome.kind === 'twoFactor') setNotice(t('twoFactor.sent'));
        else setStatus(formErrorStatus(mapServerErrors(outcome.error, t, []).form));
        return false;
      } finally {
        setResending(false);
      }
    });

  return (
    <ValidatedForm<{ code: string }>
      strategy="onSubmit"
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      {({ setStatus, isSubmitting }) => (
        <>
          <p className={styles.intro}>{t('twoFactor.intro', { login })}</p>
          <FormError />
          <MaskedField
            name="code"
            label={t('twoFactor.code')}
            hint={t('twoFactor.codeHint')}
            mask={CODE_MASK}
            unmask
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
          />
          <p className={styles.muted} role="status">
            {notice}
          </p>
          <SubmitButton fullWidth size="lg" disabled={lock.finished}>
            {t('twoFactor.submit')}
          </SubmitButton>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.linkButton}
              disabled={resendInMs > 0 || resending || isSubmitting || lock.finished}
              aria-busy={resending || undefined}
              onClick={() => void resend(setStatus)}
            >
              {resendInMs > 0 ? t('twoFactor.resendIn', { time: formatDuration(resendInMs, 'm:ss') }) : t('twoFactor.resend')}
            </button>
            <button type="button" className={styles.linkButton} onClick={back}>
              {t('twoFactor.back')}
            </button>
          </div>
        </>
      )}
    </ValidatedForm>
  );
}
