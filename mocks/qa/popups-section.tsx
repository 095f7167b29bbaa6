import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAccount } from '../db/accounts';
import { forgetSeenPopups, popupsRow, setPopupsOff } from '../db/popup-tables';
import { type QaPopup, qaPopups } from '../handlers/popups';
import styles from '../qa-panel.module.css';

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
  const ids = { title: useId(), list: useId(), status: useId() };
  const account = sessionAccount();
  const [rows, setRows] = useState(() => qaPopups(account, i18n.language));
  const [off, setOff] = useState(() => popupsRow().off === true);
  const [status, setStatus] = useState('');

  const forget = () => {
    setStatus(forgetSeenPopups() ? t('popups.forgotten') : t('popups.signedOut'));
    setRows(qaPopups(sessionAccount(), i18n.language));
  };

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('popups.title')}
      </h3>
      <p className={styles.muted}>{t('popups.intro')}</p>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={!off}
          onChange={(event) => {
            setPopupsOff(!event.target.checked);
            setOff(!event.target.checked);
            setStatus(event.target.checked ? t('popups.turnedOn') : t('popups.turnedOff'));
          }}
        />
        {t('popups.afterSignIn')}
      </label>
      <h4 id={ids.list} className={styles.label}>
        {t('popups.list')}
      </h4>
      <ul className={styles.list} aria-labelledby={ids.list}>
        {rows.map((popup) => (
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
        ))}
      </ul>
      {account ? (
        <button type="button" className={styles.buttonGhost} aria-describedby={ids.status} onClick={forget}>
          {t('popups.forget')}
        </button>
      ) : null}
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
