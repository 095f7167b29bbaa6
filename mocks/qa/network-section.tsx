import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../qa-panel.module.css';
import { setLatency, setOffline } from '../scenarios';
import { QaCheckbox, QaTextField } from './qa-fields';
import { QaSection } from './qa-section';
import { useScenarioState } from './use-scenario-state';

/** Latency and offline switches, applied to every mock handler. */
export function NetworkSection() {
  const { t } = useTranslation('qa');
  const { latencyMs, offline } = useScenarioState();
  const [latencyText, setLatencyText] = useState(String(latencyMs));

  return (
    <QaSection title={t('network.title')}>
      <QaTextField
        label={t('network.latency')}
        type="number"
        inputMode="numeric"
        min={0}
        max={60000}
        step={100}
        value={latencyText}
        onChange={(text) => {
          setLatencyText(text);
          if (/^\d*$/.test(text)) setLatency(Number(text || '0'));
        }}
      />
      <QaCheckbox checked={offline} onChange={setOffline}>
        {t('network.offline')}
      </QaCheckbox>
    </QaSection>
  );
}

/** Reseeds the mock database after a confirmation; the caller reloads the page. */
export function DatabaseSection({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('qa');
  return (
    <QaSection title={t('database.title')}>
      <button type="button" className={styles.buttonDanger} onClick={onReset}>
        {t('database.reset')}
      </button>
    </QaSection>
  );
}
