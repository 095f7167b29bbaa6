import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { vendorStandIn } from '@/lib/stand-ins/vendor-stand-ins';
import styles from './auth.module.css';

interface DemoAccount {
  email: string;
  password: string;
  descriptionKey: string;
}

// The demo accounts exist only in the mock backend: main.tsx registers them in mock builds.
declare module '@/lib/stand-ins/vendor-stand-ins' {
  interface VendorStandIns {
    demoAccounts: readonly DemoAccount[];
  }
}

/** Mock builds list the demo accounts in the sign-in form (mocks/README.md); a click fills the form in. */
export function DemoAccounts() {
  const { t } = useTranslation(['auth', 'qa']);
  const { setValues, values } = useFormikContext<{ login: string; password: string }>();
  const [accounts, setAccounts] = useState<readonly DemoAccount[]>([]);

  useEffect(() => {
    let active = true;
    // Compared literally, like main.tsx, so a build without mocks drops the call and the registry.
    const standIn = import.meta.env.VITE_API_MOCKING === 'true' ? vendorStandIn('demoAccounts') : null;
    standIn?.then(
      (list) => active && setAccounts(list),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  if (accounts.length === 0) return null;
  return (
    <details className={styles.demo}>
      <summary>{t('demo.title')}</summary>
      <p className={styles.muted}>{t('demo.hint', { password: accounts[0].password })}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className={styles.demoButton}
              aria-label={t('demo.use', { email: account.email })}
              onClick={() => void setValues({ ...values, login: account.email, password: account.password })}
            >
              <span className={styles.demoEmail}>{account.email}</span>
              <span className={styles.muted}>{t(account.descriptionKey, { ns: 'qa' })}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
