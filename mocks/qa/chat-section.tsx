import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_VENDORS, type ChatVendor } from '@/api/support/support.contract';
import { setChatVendor, supportRow } from '../db/support-tables';
import styles from '../qa-panel.module.css';

/** The vendors' own names (brands, not translated). */
const VENDOR_NAMES: Record<Exclude<ChatVendor, 'none'>, string> = {
  livechat: 'LiveChat',
  jivo: 'Jivo',
  tawk: 'tawk.to',
  freshchat: 'Freshchat',
  zendesk: 'Zendesk',
  crisp: 'Crisp',
};

/**
 * The live chat vendor support.getSettings answers (as mock_chat does, decision records 024 and
 * 030). Mock builds load a local stand-in of the vendor's widget, never the vendor's script. The
 * site reads the settings when it starts, hence the reload.
 */
export function ChatSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), vendor: useId(), status: useId() };
  const [vendor, setVendor] = useState<ChatVendor>(() => supportRow().chat);
  const [status, setStatus] = useState('');

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('chat.title')}
      </h3>
      <p className={styles.muted}>{t('chat.intro')}</p>
      <div className={styles.field}>
        <label htmlFor={ids.vendor} className={styles.label}>
          {t('chat.vendor')}
        </label>
        <select
          id={ids.vendor}
          className={styles.input}
          value={vendor}
          aria-describedby={ids.status}
          onChange={(event) => {
            const next = event.target.value as ChatVendor;
            setChatVendor(next);
            setVendor(next);
            setStatus(t('chat.saved'));
          }}
        >
          {CHAT_VENDORS.map((value) => (
            <option key={value} value={value}>
              {value === 'none' ? t('chat.none') : VENDOR_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={styles.buttonGhost} onClick={onReload}>
        {t('reloadNow')}
      </button>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
