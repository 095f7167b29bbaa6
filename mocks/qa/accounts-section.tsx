import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import { DEMO_ACCOUNTS } from '../account/fixtures/demo-accounts';
import styles from './qa-panel.module.css';
import { signInAs, signOut } from '../scenarios';
import { QaSection } from './qa-section';

/** Demo accounts with one-click sign-in; the page reloads so the app starts from the new session. */
export function AccountsSection({ onSessionChange }: { onSessionChange: () => void }) {
  const { t } = useTranslation('qa');
  const current = sessionAccount();

  return (
    <QaSection title={t('accounts.title')}>
      <p className={styles.status}>
        {current ? t('session.signedInAs', { email: current.email }) : t('session.anonymous')}
      </p>
      <ul className={styles.list}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className={styles.account}>
            <div className={styles.accountText}>
              <span className={styles.accountEmail}>{account.email}</span>
              <span className={styles.muted}>{t('accounts.password', { password: account.password })}</span>
              <span>{t(account.descriptionKey)}</span>
            </div>
            <button
              type="button"
              className={styles.button}
              aria-label={t('accounts.signInLabel', { email: account.email })}
              onClick={() => {
                signInAs(account.email);
                onSessionChange();
              }}
            >
              {t('accounts.signIn')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.buttonGhost}
        onClick={() => {
          signOut();
          onSessionChange();
        }}
      >
        {t('accounts.signOut')}
      </button>
    </QaSection>
  );
}
