import { type FormEvent, useState } from 'react';
import { isServerErrorType, SERVER_ERROR_TYPES, type ServerErrorType } from '@/api/errors';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './qa-panel.module.css';
import { clearForcedErrors, forceError, removeForcedError } from '../scenarios';
import { checkCall } from '../core/error-spec';
import { callProblemText, QaCallField } from './qa-call-field';
import { QaSelectField } from './qa-fields';
import { QaList, QaSection } from './qa-section';
import { useScenarioState } from './use-scenario-state';

/**
 * Force any SPEC §8 error type on one call, a namespace or every call. The types come from the
 * catalogue only, and the call must be one the mock serves (the same check as mock_error).
 */
export function ErrorsSection() {
  const { t } = useTranslation('qa');
  const { forcedErrors } = useScenarioState();
  const [call, setCall] = useState('');
  const [type, setType] = useState<ServerErrorType>('InternalServerError');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = call.trim();
    const issue = checkCall(match);
    if (issue) {
      setProblem(callProblemText(t, issue, match));
      return;
    }
    forceError(match, type);
    setProblem(null);
    setCall('');
  };

  return (
    <QaSection title={t('errors.title')}>
      <form className={styles.errorForm} onSubmit={submit} noValidate>
        <QaCallField label={t('errors.call')} value={call} onChange={setCall} problem={problem} />
        <QaSelectField
          label={t('errors.type')}
          value={type}
          onChange={(value) => {
            // Only catalogue names: the options are SERVER_ERROR_TYPES, anything else is ignored.
            if (isServerErrorType(value)) setType(value);
          }}
        >
          {SERVER_ERROR_TYPES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </QaSelectField>
        <button type="submit" className={styles.button}>
          {t('errors.add')}
        </button>
      </form>

      <QaList title={t('errors.active')} items={forcedErrors} empty={t('errors.none')}>
        {(entry) => (
          <li key={entry.match} className={styles.forced}>
            <span>
              <code className={styles.code}>{entry.match}</code> → {entry.type}
              {entry.remaining !== undefined ? ` ×${entry.remaining}` : ''}
            </span>
            <button
              type="button"
              className={styles.buttonGhost}
              aria-label={t('errors.removeLabel', { call: entry.match })}
              onClick={() => removeForcedError(entry.match)}
            >
              {t('errors.remove')}
            </button>
          </li>
        )}
      </QaList>
      {forcedErrors.length > 0 && (
        <button type="button" className={styles.buttonGhost} onClick={clearForcedErrors}>
          {t('errors.clearAll')}
        </button>
      )}
    </QaSection>
  );
}
