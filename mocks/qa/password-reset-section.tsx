import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { expireResetCodes, sentResetLinks } from '../auth/password-reset-tables';
import styles from './qa-panel.module.css';
import { QaList, QaSection } from './qa-section';

/**
 * The password-reset links the mock "e-mailed" (auth.restore from "Forgot your password?", and the
 * auth backend's forgot-password), newest first, each a link to open it; and "expire them all"
 * (as mock_password_reset=expire does), for the expired-link message.
 */
export function PasswordResetSection() {
  const { t } = useTranslation('qa');
  const [links, setLinks] = useState(sentResetLinks);
  const [status, setStatus] = useState('');

  const expire = () => {
    setStatus(t('passwordReset.expired', { count: expireResetCodes() }));
    setLinks(sentResetLinks());
  };

  return (
    <QaSection title={t('passwordReset.title')} intro={t('passwordReset.intro')} status={status}>
      {(statusId) => (
        <>
          <QaList title={t('passwordReset.list')} items={links} empty={t('passwordReset.none')}>
            {(row) => (
              <li key={row.code} className={styles.account}>
                <span className={styles.accountText}>
                  <span className={styles.accountEmail}>{row.login}</span>
                  <span className={styles.code}>{row.link}</span>
                </span>
                <a className={styles.buttonGhost} href={row.link} aria-label={t('passwordReset.openLabel', { login: row.login })}>
                  {t('passwordReset.open')}
                </a>
              </li>
            )}
          </QaList>
          {links.length > 0 ? (
            <button type="button" className={styles.buttonGhost} aria-describedby={statusId} onClick={expire}>
              {t('passwordReset.expire')}
            </button>
          ) : null}
        </>
      )}
    </QaSection>
  );
}
