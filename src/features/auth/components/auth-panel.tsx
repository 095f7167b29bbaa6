import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTwoFactor, twoFactorCleared } from '../auth-slice';
import type { AuthMode } from '../auth-mode';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { forgetTwoFactorPassword } from '../two-factor-password';
import styles from './auth.module.css';
import { RestoreForm } from './restore-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorForm } from './two-factor-form';

export interface AuthPanelProps {
  initialMode: AuthMode;
  variant: 'popup' | 'page';
  /** Labels the popup (or the page's form region). */
  titleId: string;
  /** The player is in (after the navigation of SPEC §2 started); the popup closes here. */
  onDone?: () => void;
  /** The pages follow a tab switch with the address; the popup switches in place. */
  onTabChange?: (mode: 'signIn' | 'signUp') => void;
}

const TABS = ['signIn', 'signUp'] as const;

/** Sign-in, registration, password restore and the two-factor step, with tabs between the first two. */
export function AuthPanel({ initialMode, variant, titleId, onDone, onTabChange }: AuthPanelProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const twoFactor = useAppSelector(selectTwoFactor);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const onSuccess = useAuthSuccess(variant, onDone);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // A half-finished two-factor step, and the password held for it, do not outlive the popup or page
  // that started it.
  useEffect(
    () => () => {
      forgetTwoFactorPassword();
      dispatch(twoFactorCleared());
    },
    [dispatch],
  );

  // The password lives exactly as long as the store's step: whatever ends the step (success, going
  // back, a sign-out) forgets it.
  useEffect(() => {
    if (twoFactor === null) forgetTwoFactorPassword();
  }, [twoFactor]);

  const switchTo = (next: AuthMode) => {
    if (next !== 'restore' && onTabChange && next !== initialMode) onTabChange(next);
    else setMode(next);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    tabRefs.current[next]?.focus();
    switchTo(TABS[next]);
  };

  const showTwoFactor = mode === 'signIn' && twoFactor !== null;
  const title = showTwoFactor ? t('twoFactor.title') : t(`${mode}.title`);
  const tabbed = mode !== 'restore' && !showTwoFactor;
  const panelId = `${baseId}-panel`;

  // On its own page the form is the page's main heading; inside a dialog it is a section heading.
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <div className={variant === 'popup' ? styles.panel : styles.pagePanel}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {tabbed ? (
        <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
          {TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={mode === tab}
              aria-controls={panelId}
              tabIndex={mode === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => switchTo(tab)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {t(`tabs.${tab}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={panelId}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `${baseId}-tab-${mode}` : undefined}
        className={styles.body}
      >
        {showTwoFactor ? (
          <TwoFactorForm titleId={titleId} onSuccess={() => onSuccess('login')} />
        ) : mode === 'signIn' ? (
          <SignInForm titleId={titleId} onSuccess={() => onSuccess('login')} onForgot={() => setMode('restore')} />
        ) : mode === 'signUp' ? (
          <SignUpForm titleId={titleId} onSuccess={() => onSuccess('register')} />
        ) : (
          <RestoreForm titleId={titleId} onBack={() => setMode('signIn')} />
        )}
      </div>
    </div>
  );
}
