import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { removeKey } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { sessionAccount } from '../account/accounts';
import { depositLimitOf } from '../cashier/cashier-tables';
import { liftSelfExclusion, resetDepositLimit, selfExcludedAccounts, sessionLimitOf } from '../responsible-gaming/rg-tables';
import { siteSettings, updateSiteSettings } from '../cms/site-settings';
import styles from './qa-panel.module.css';
import { setRealityCheckInterval, setSessionLimitMinutes } from '../scenarios';
import { QaSelectField } from './qa-fields';
import { QaList, QaSection } from './qa-section';

/** Reality-check intervals offered, in seconds ('default': the site configuration's, 0: off). */
const INTERVALS = ['default', '10', '60', '300', '0'] as const;
/** Session time limits offered, in minutes (0: none); the player's own page offers 30 min and more. */
const LIMITS = ['0', '1', '2', '5', '30', '60'] as const;

const intervalChoice = (): string => {
  const seconds = siteSettings().realityCheckInterval;
  return seconds === undefined ? 'default' : String(seconds);
};

/**
 * Responsible gaming (decision records 023 and 030): the reality-check interval (as
 * mock_reality_check does), the signed-in player's session time limit (mock_session_limit), their
 * deposit limit back to the seed, and lifting self-exclusions. The site reads the first two when it
 * starts, so "restart the session and reload" also starts a new gaming session in this browser.
 */
export function ResponsibleGamingSection({ onReload }: { onReload: () => void }) {
  const { t, i18n } = useTranslation('qa');
  const account = sessionAccount();
  const [interval, setIntervalChoice] = useState(intervalChoice);
  const [limit, setLimit] = useState(() => (account ? String(sessionLimitOf(account.uid)) : '0'));
  const [excluded, setExcluded] = useState(() => selfExcludedAccounts());
  const [status, setStatus] = useState('');

  const chooseInterval = (value: string) => {
    setIntervalChoice(value);
    if (value === 'default') updateSiteSettings({ realityCheckInterval: undefined });
    else setRealityCheckInterval(Number(value));
    setStatus(t('rg.reloadHint'));
  };

  const chooseLimit = (value: string) => {
    setLimit(value);
    setStatus(setSessionLimitMinutes(Number(value)) ? t('rg.reloadHint') : t('rg.signedOut'));
  };

  const restart = () => {
    removeKey(STORAGE_KEYS.rgSession);
    onReload();
  };

  const resetLimit = () => {
    if (!account) return;
    resetDepositLimit(account.uid);
    const row = depositLimitOf(account.uid);
    setStatus(row && row.period !== 'none' ? t('rg.limitReset', { amount: row.limit_amount / 100, period: t(`rg.periods.${row.period}`) }) : t('rg.limitRemoved'));
  };

  const lift = (uid: number, email: string) => {
    liftSelfExclusion(uid);
    setExcluded(selfExcludedAccounts());
    setStatus(t('rg.lifted', { email }));
  };

  const until = (seconds: number | null) =>
    seconds === null ? t('rg.forever') : t('rg.until', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(seconds * 1000) });

  return (
    <QaSection title={t('rg.title')} status={status}>
      {(statusId) => (
        <>
          <QaSelectField label={t('rg.interval')} value={interval} describedBy={statusId} onChange={chooseInterval}>
            {INTERVALS.map((value) => (
              <option key={value} value={value}>
                {t(`rg.intervals.${value}`)}
              </option>
            ))}
            {(INTERVALS as readonly string[]).includes(interval) ? null : <option value={interval}>{t('rg.seconds', { count: Number(interval) })}</option>}
          </QaSelectField>
          {account ? (
            <QaSelectField label={t('rg.sessionLimit')} value={limit} describedBy={statusId} onChange={chooseLimit}>
              {LIMITS.map((value) => (
                <option key={value} value={value}>
                  {value === '0' ? t('rg.noLimit') : t('rg.minutes', { count: Number(value) })}
                </option>
              ))}
              {(LIMITS as readonly string[]).includes(limit) ? null : <option value={limit}>{t('rg.minutes', { count: Number(limit) })}</option>}
            </QaSelectField>
          ) : null}
          <button type="button" className={styles.button} onClick={restart}>
            {t('rg.restart')}
          </button>
          {account ? (
            <button type="button" className={styles.buttonGhost} aria-describedby={statusId} onClick={resetLimit}>
              {t('rg.resetLimit')}
            </button>
          ) : null}
          <QaList title={t('rg.excluded')} items={excluded} empty={t('rg.noneExcluded')}>
            {({ account: player, row }) => (
              <li key={player.uid} className={styles.account}>
                <span className={styles.accountText}>
                  <span className={styles.accountEmail}>{player.email}</span>
                  <span className={styles.muted}>{until(row.until)}</span>
                </span>
                <button type="button" className={styles.button} aria-label={t('rg.liftLabel', { email: player.email })} onClick={() => lift(player.uid, player.email)}>
                  {t('rg.lift')}
                </button>
              </li>
            )}
          </QaList>
        </>
      )}
    </QaSection>
  );
}
