import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import { forgetSeenPopups, popupsRow, setPopupsOff } from '../popups/popup-tables';
import { type QaPopup, qaPopups } from '../popups/popups';
import styles from './qa-panel.module.css';
import { QaCheckbox } from './qa-fields';
import { QaList, QaSection } from './qa-section';

/** The address that opens a popup on the current page (`?popup=`, drafts with #popup-preview: decision record 027). */
export function popupHref(popup: Pick<QaPopup, 'sysname' | 'kind'>, current: string = window.location.href): string {
  const url = new URL(current);
  url.searchParams.set('popup', popup.sysname);
  url.hash = popup.kind === 'draft' ? 'popup-preview' : '';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The campaign popups (as mock_popups does, decision records 027 and 030): every popup of the mock
 * with whether the signed-in player gets it after signing in and has closed it, a link that opens
 * it on this page, the after-sign-in switch, and "forget what the player closed".
 */
export function PopupsSection() {
  const { t, i18n } = useTranslation('qa');
  const account = sessionAccount();
  const [rows, setRows] = useState(() => qaPopups(account, i18n.language));
  const [off, setOff] = useState(() => popupsRow().off === true);
  const [status, setStatus] = useState('');

  const forget = () => {
    setStatus(forgetSeenPopups() ? t('popups.forgotten') : t('popups.signedOut'));
    setRows(qaPopups(sessionAccount(), i18n.language));
  };

  return (
    <QaSection title={t('popups.title')} intro={t('popups.intro')} status={status}>
      {(statusId) => (
        <>
          <QaCheckbox
            checked={!off}
            onChange={(checked) => {
              setPopupsOff(!checked);
              setOff(!checked);
              setStatus(checked ? t('popups.turnedOn') : t('popups.turnedOff'));
            }}
          >
            {t('popups.afterSignIn')}
          </QaCheckbox>
          <QaList title={t('popups.list')} items={rows}>
            {(popup) => (
              <li key={popup.sysname} className={styles.account}>
                <span className={styles.accountText}>
                  <span className={styles.accountEmail}>{popup.title}</span>
                  <span className={styles.code}>{popup.sysname}</span>
                  <span className={styles.muted}>
                    {t(`popups.kind.${popup.kind}`)}
                    {account && popup.kind !== 'draft' ? ` · ${popup.seen ? t('popups.seen') : t('popups.unseen')}` : ''}
                  </span>
                </span>
                <a className={styles.buttonGhost} href={popupHref(popup)} aria-label={t('popups.openLabel', { sysname: popup.sysname })}>
                  {t('popups.open')}
                </a>
              </li>
            )}
          </QaList>
          {account ? (
            <button type="button" className={styles.buttonGhost} aria-describedby={statusId} onClick={forget}>
              {t('popups.forget')}
            </button>
          ) : null}
        </>
      )}
    </QaSection>
  );
}
