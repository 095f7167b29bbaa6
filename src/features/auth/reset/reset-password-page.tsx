import { useId } from 'react';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { forgetOneTimeCode } from '@/start/runtime/one-time-codes';
import { useOneTimeCode } from '@/start/runtime/use-one-time-code';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import styles from '../components/auth.module.css';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { ResetPasswordForm } from './reset-password-form';

/** A code as the mock and Strapi issue them; anything else is not sent anywhere. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{6,128}$/;

/**
 * /forms/reset_password?code=... (empty layout): the page of the e-mailed reset link (decision record
 * on password reset). The code leaves the address as the app starts and is kept in memory
 * (start/runtime/one-time-codes.ts), so a reload finds none. The new password goes to the auth
 * backend's reset-password, which signs the player in (SPEC §4); then the browser goes where a
 * sign-in goes (SPEC §2). A link without a usable code, or one that has expired, leads back to
 * "forgot password" for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const raw = useOneTimeCode('resetPassword') ?? '';
  const code = CODE_PATTERN.test(raw) ? raw : null;
  const onSuccess = useAuthSuccess('page');
  const signedIn = () => {
    forgetOneTimeCode('resetPassword');
    onSuccess('login');
  };

  const askAgain = () => void dispatch(openSignIn('restore'));

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.pagePanel}>
        <h1 id={titleId} className={styles.title}>
          {t('reset.title')}
        </h1>
        <p className={styles.intro}>{code ? t('reset.intro') : t('reset.noCode')}</p>
        {code ? <ResetPasswordForm code={code} titleId={titleId} onSuccess={signedIn} /> : null}
        <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={askAgain}>
          {t('reset.askAgain')}
        </button>
      </div>
    </section>
  );
}
