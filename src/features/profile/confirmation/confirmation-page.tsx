import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccountConfirmContactMutation } from '@/api/account/account-profile-api';
import { useSession } from '@/api/account/use-session';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { asApiError } from '@/api/errors';
import { forgetOneTimeCode } from '@/start/runtime/one-time-codes';
import { useOneTimeCode } from '@/start/runtime/use-one-time-code';
import styles from '../shared/profile.module.css';

type Outcome = 'idle' | 'pending' | 'wrongCode' | 'failed';

/**
 * /confirmation: a confirmation link (?contact=&code=) confirms the contact for a signed-in player
 * and moves on to /confirmation/success; without them the page says where the code went. The code
 * leaves the address as the app starts and is kept in memory (start/runtime/one-time-codes.ts): a
 * visitor's way through sign-in comes back here with the contact only, a reload finds no code.
 * Prerendered: it reads nothing until hydrated.
 */
export function ConfirmationPage() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const [confirm] = useAccountConfirmContactMutation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const sent = useRef(false);
  const params = new URLSearchParams(search);
  const contact = params.get('contact') ?? '';
  const code = useOneTimeCode('confirmation') ?? '';
  const hasLink = contact !== '' && code !== '';

  useEffect(() => {
    if (!hasLink || !session.isPlayer || sent.current) return;
    sent.current = true;
    setOutcome('pending');
    confirm({ contact, code })
      .unwrap()
      .then(
        (result) => {
          if (result !== 1) {
            setOutcome('failed');
            return;
          }
          forgetOneTimeCode('confirmation');
          void navigate(href(locale, 'confirmationSuccess'), { replace: true });
        },
        (error: unknown) => setOutcome(asApiError(error).name === 'InvalidParameter' ? 'wrongCode' : 'failed'),
      );
  }, [hasLink, session.isPlayer, contact, code, confirm, navigate, locale]);

  const busy = session.status === 'loading' || outcome === 'pending';
  return (
    <div className={styles.center}>
      <title>{t('meta.confirmation')}</title>
      <h1 className={styles.title}>{t('confirmation.title')}</h1>
      {hasLink && busy ? <Spinner /> : null}
      {outcome === 'wrongCode' ? <p className={styles.alert} role="alert">{t('smsCodeError')}</p> : null}
      {outcome === 'failed' ? <p className={styles.alert} role="alert">{t('errors.confirmFailed')}</p> : null}
      {!hasLink ? <p className={styles.muted}>{t('confirmation.checkInbox')}</p> : null}
      {hasLink && session.isVisitor ? <p className={styles.muted}>{t('confirmation.signInFirst')}</p> : null}
      {session.isVisitor ? (
        <Button href={href(locale, 'signIn', undefined, { redirectUrl: href(locale, 'confirmation') + search })}>{t('confirmation.signIn')}</Button>
      ) : (
        <Link to={href(locale, 'profileSettings')}>{t('confirmation.toSettings')}</Link>
      )}
    </div>
  );
}
