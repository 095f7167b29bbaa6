import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveFeatureFlags, FEATURE_FLAG_NAMES, resetFeatureFlags, setFeatureFlags } from '../db/site-settings';
import styles from '../qa-panel.module.css';

/**
 * The feature flags of the site configuration (SPEC §3; as mock_features does, decision record
 * 030): each one on or off over the fixture's value. The site reads the configuration when it
 * starts, hence the reload.
 */
export function FeaturesSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), status: useId() };
  const [flags, setFlags] = useState(effectiveFeatureFlags);
  const [status, setStatus] = useState('');

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('features.title')}
      </h3>
      {FEATURE_FLAG_NAMES.map((name) => (
        <label key={name} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={flags[name]}
            aria-describedby={ids.status}
            onChange={(event) => {
              setFeatureFlags({ [name]: event.target.checked });
              setFlags(effectiveFeatureFlags());
              setStatus(t('features.saved'));
            }}
          />
          <span className={styles.accountText}>
            {t(`features.flags.${name}`)}
            <span className={styles.code} aria-hidden="true">
              {name}
            </span>
          </span>
        </label>
      ))}
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={onReload}>
          {t('reloadNow')}
        </button>
        <button
          type="button"
          className={styles.buttonGhost}
          aria-describedby={ids.status}
          onClick={() => {
            resetFeatureFlags();
            setFlags(effectiveFeatureFlags());
            setStatus(t('features.resetDone'));
          }}
        >
          {t('features.reset')}
        </button>
      </div>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
