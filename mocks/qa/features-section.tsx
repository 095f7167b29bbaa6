import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { effectiveFeatureFlags, FEATURE_FLAG_NAMES, resetFeatureFlags, setFeatureFlags } from '../cms/site-settings';
import styles from './qa-panel.module.css';
import { QaCheckbox, QaReloadRow } from './qa-fields';
import { QaSection } from './qa-section';

/**
 * The feature flags of the site configuration (SPEC §3; as mock_features does, decision record
 * 030): each one on or off over the fixture's value. The site reads the configuration when it
 * starts, hence the reload.
 */
export function FeaturesSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const [flags, setFlags] = useState(effectiveFeatureFlags);
  const [status, setStatus] = useState('');

  return (
    <QaSection title={t('features.title')} status={status}>
      {(statusId) => (
        <>
          {FEATURE_FLAG_NAMES.map((name) => (
            <QaCheckbox
              key={name}
              checked={flags[name]}
              describedBy={statusId}
              onChange={(checked) => {
                setFeatureFlags({ [name]: checked });
                setFlags(effectiveFeatureFlags());
                setStatus(t('features.saved'));
              }}
            >
              <span className={styles.accountText}>
                {t(`features.flags.${name}`)}
                <span className={styles.code} aria-hidden="true">
                  {name}
                </span>
              </span>
            </QaCheckbox>
          ))}
          <QaReloadRow
            onReload={onReload}
            reloadLabel={t('reloadNow')}
            describedBy={statusId}
            undo={{
              label: t('features.reset'),
              onClick: () => {
                resetFeatureFlags();
                setFlags(effectiveFeatureFlags());
                setStatus(t('features.resetDone'));
              },
            }}
          />
        </>
      )}
    </QaSection>
  );
}
