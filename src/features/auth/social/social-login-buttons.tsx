import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ProviderMark, providerName, socialProviders } from './social-providers';
import styles from './social-login-buttons.module.css';
import type { SocialAuthMode } from './social-login-url';
import { startSocialLogin } from './start-social-login';

export interface SocialLoginButtonsProps {
  mode: SocialAuthMode;
}

/**
 * The social login buttons of the sign-in and sign-up forms (SPEC §1, §7). CONTRACT: render
 * `<SocialLoginButtons mode="signIn" />` or `mode="signUp"`; the rest (popup or redirect, the
 * provider callback, closing the auth popup, the back url) is handled here and by SocialAuthWatcher.
 */
export function SocialLoginButtons({ mode }: SocialLoginButtonsProps) {
  const { t } = useTranslation('social');
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const providers = socialProviders();
  if (providers.length === 0) return null;

  return (
    <div className={styles.root} role="group" aria-labelledby={`social-${mode}-title`}>
      <p id={`social-${mode}-title`} className={styles.divider}>
        {t(mode === 'signUp' ? 'buttons.titleSignUp' : 'buttons.titleSignIn')}
      </p>
      <ul className={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.button}
              aria-label={t(mode === 'signUp' ? 'buttons.signUpWith' : 'buttons.signInWith', { provider: providerName(provider) })}
              onClick={() => {
                if (startSocialLogin(provider, mode) === 'popup') setWaitingFor(provider);
              }}
            >
              <ProviderMark provider={provider} />
              <span>{providerName(provider)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {waitingFor ? t('buttons.waiting', { provider: providerName(waitingFor) }) : ''}
      </p>
    </div>
  );
}
