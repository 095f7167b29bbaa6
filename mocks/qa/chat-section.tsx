import { useState } from 'react';
import { CHAT_VENDORS, type ChatVendor } from '@/api/support/support.contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { setChatVendor, supportRow } from '../support/support-tables';
import styles from './qa-panel.module.css';
import { QaSelectField } from './qa-fields';
import { QaSection } from './qa-section';

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
  const [vendor, setVendor] = useState<ChatVendor>(() => supportRow().chat);
  const [status, setStatus] = useState('');

  return (
    <QaSection title={t('chat.title')} intro={t('chat.intro')} status={status}>
      {(statusId) => (
        <>
          <QaSelectField
            label={t('chat.vendor')}
            value={vendor}
            describedBy={statusId}
            onChange={(value) => {
              const next = value as ChatVendor;
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
          </QaSelectField>
          <button type="button" className={styles.buttonGhost} onClick={onReload}>
            {t('reloadNow')}
          </button>
        </>
      )}
    </QaSection>
  );
}
