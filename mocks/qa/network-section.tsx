import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../qa-panel.module.css';
import { setLatency, setOffline } from '../scenarios';
import { useScenarioState } from './use-scenario-state';

/** Latency and offline switches, applied to every mock handler. */
export function NetworkSection() {
  const { t } = useTranslation('qa');
  const { latencyMs, offline } = useScenarioState();
  const [latencyText, setLatencyText] = useState(String(latencyMs));
  const ids = { title: useId(), latency: useId(), offline: useId() };

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('network.title')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={ids.latency} className={styles.label}>
          {t('network.latency')}
        </label>
        <input
          id={ids.latency}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={60000}
          step={100}
          value={latencyText}
          onChange={(event) => {
            const text = event.target.value;
            setLatencyText(text);
            if (/^\d*$/.test(text)) setLatency(Number(text || '0'));
          }}
        />
      </div>
      <label className={styles.checkbox} htmlFor={ids.offline}>
        <input
          id={ids.offline}
          type="checkbox"
          checked={offline}
          onChange={(event) => setOffline(event.target.checked)}
        />
        {t('network.offline')}
      </label>
    </section>
  );
}

/** Reseeds the mock database after a confirmation; the caller reloads the page. */
export function DatabaseSection({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('qa');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('database.title')}
      </h3>
      <button type="button" className={styles.buttonDanger} onClick={onReset}>
        {t('database.reset')}
      </button>
    </section>
  );
}
