import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import styles from '../components/auth.module.css';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { ResetPasswordForm } from './reset-password-form';

/** A code as the mock and Strapi issue them; anything else is not sent anywhere. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{6,128}$/;

/**
 * /forms/reset_password?code=... (empty layout): the page of the e-mailed reset link (decision record
 * on password reset). The new password goes to the auth backend's reset-password, which signs the
 * player in (SPEC §4); then the browser goes where a sign-in goes (SPEC §2). A link without a usable
 * code, or one that has expired, leads back to "forgot password" for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const raw = search.get('code') ?? '';
  const code = CODE_PATTERN.test(raw) ? raw : null;
  const onSuccess = useAuthSuccess('page');

  const askAgain = () => void dispatch(openSignIn('restore'));

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.pagePanel}>
        <h1 id={titleId} className={styles.title}>
          {t('reset.title')}
        </h1>
        <p className={styles.intro}>{code ? t('reset.intro') : t('reset.noCode')}</p>
        {code ? <ResetPasswordForm code={code} titleId={titleId} onSuccess={() => onSuccess('login')} /> : null}
        <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={askAgain}>
          {t('reset.askAgain')}
        </button>
      </div>
    </section>
  );
}
