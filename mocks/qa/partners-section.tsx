import { type FormEvent, useState } from 'react';
import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { useTranslation } from '@/lib/i18n/use-translation';
import { addFramePartners, clearFramePartners, framePartnerOrigins } from '../cms/site-settings';
import styles from './qa-panel.module.css';
import { QaReloadRow, QaTextField } from './qa-fields';
import { QaList, QaSection } from './qa-section';

/**
 * The partner pages that may frame the site (mock_partners, docs/partners.md): the content
 * configuration's `frames.partners` plus the origins QA adds here. Only an exact origin is taken
 * (https, or http on localhost), as the site itself reads the list. The site reads its
 * configuration when it starts, hence the reload; the mock HTTP server's frame-ancestors follows at once.
 */
export function PartnersSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const [origin, setOrigin] = useState('');
  const [partners, setPartners] = useState(framePartnerOrigins);
  const [status, setStatus] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const origins = parsePartnerOrigins(origin.trim());
    if (origins.length !== 1) {
      setStatus(t('partners.invalid'));
      return;
    }
    addFramePartners(origins);
    setPartners(framePartnerOrigins());
    setOrigin('');
    setStatus(t('partners.added', { origin: origins[0] }));
  };

  return (
    <QaSection title={t('partners.title')} intro={t('partners.intro')} status={status}>
      {(statusId) => (
        <>
          <form onSubmit={add} aria-label={t('partners.title')}>
            <QaTextField label={t('partners.origin')} value={origin} onChange={setOrigin} describedBy={statusId} placeholder="https://partner.example" inputMode="url" autoComplete="off">
              <button type="submit" className={styles.button}>
                {t('partners.add')}
              </button>
            </QaTextField>
          </form>
          <QaList title={t('partners.list')} items={partners} empty={t('partners.none')}>
            {(partner) => <li key={partner}>{partner}</li>}
          </QaList>
          <QaReloadRow
            onReload={onReload}
            reloadLabel={t('reloadNow')}
            describedBy={statusId}
            undo={{
              label: t('partners.clear'),
              onClick: () => {
                clearFramePartners();
                setPartners(framePartnerOrigins());
                setStatus(t('partners.cleared'));
              },
            }}
          />
        </>
      )}
    </QaSection>
  );
}
