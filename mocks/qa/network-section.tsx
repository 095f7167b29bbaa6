import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './qa-panel.module.css';
import { removeCallLatency, setCallLatency, setLatency, setOffline } from '../scenarios';
import { checkLatencySpec } from '../core/error-spec';
import { callProblemText, QaCallField } from './qa-call-field';
import { QaCheckbox, QaTextField } from './qa-fields';
import { QaList, QaSection } from './qa-section';
import { useScenarioState } from './use-scenario-state';

/** Delays one call, a namespace or every main-API call, or leaves it unanswered (mock_latency=call:ms|never). */
function CallLatencyForm() {
  const { t } = useTranslation('qa');
  const { callLatencies } = useScenarioState();
  const [call, setCall] = useState('');
  const [delay, setDelay] = useState('never');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = call.trim();
    const checked = checkLatencySpec(`${match}:${delay.trim()}`);
    if (checked.ok && checked.spec.kind === 'call') {
      setCallLatency(checked.spec.match, checked.spec.ms);
      setProblem(null);
      setCall('');
      return;
    }
    const issue = checked.ok ? null : checked.issues[0];
    if (issue?.kind === 'call') {
      setProblem(callProblemText(t, issue, match));
    } else {
      setProblem(t('warnings.badLatency', { value: delay.trim() }));
    }
  };

  return (
    <>
      <form className={styles.errorForm} onSubmit={submit} noValidate>
        <QaCallField label={t('network.call')} value={call} onChange={setCall} problem={problem} />
        <QaTextField label={t('network.callDelay')} value={delay} autoComplete="off" spellCheck={false} onChange={setDelay} />
        <button type="submit" className={styles.button}>
          {t('network.delayCall')}
        </button>
      </form>
      <QaList title={t('network.delayed')} items={callLatencies} empty={t('network.noneDelayed')}>
        {(entry) => (
          <li key={entry.match} className={styles.forced}>
            <span>
              <code className={styles.code}>{entry.match}</code> → {entry.ms === 'never' ? t('network.never') : t('network.ms', { ms: entry.ms })}
            </span>
            <button
              type="button"
              className={styles.buttonGhost}
              aria-label={t('network.removeLabel', { call: entry.match })}
              onClick={() => removeCallLatency(entry.match)}
            >
              {t('errors.remove')}
            </button>
          </li>
        )}
      </QaList>
    </>
  );
}

/** Latency and offline switches: every mock handler, or the main-API calls of a pattern. */
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
      <CallLatencyForm />
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
