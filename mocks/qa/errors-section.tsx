import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerErrorType, SERVER_ERROR_TYPES, type ServerErrorType } from '@/api/errors';
import styles from '../qa-panel.module.css';
import { clearForcedErrors, forceError, removeForcedError } from '../scenarios';
import { checkCall } from './error-spec';
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
  const ids = { title: useId(), call: useId(), hint: useId(), type: useId(), list: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = call.trim();
    const issue = checkCall(match);
    if (issue) {
      const hint = issue.suggestion ? ` ${t('warnings.suggestion', { suggestion: issue.suggestion })}` : '';
      setProblem(issue.reason === 'form' ? t('errors.callInvalid') : t('errors.callUnknown', { call: match }) + hint);
      return;
    }
    forceError(match, type);
    setProblem(null);
    setCall('');
  };

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('errors.title')}
      </h3>
      <form className={styles.errorForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.call} className={styles.label}>
            {t('errors.call')}
          </label>
          <input
            id={ids.call}
            className={styles.input}
            value={call}
            placeholder="account.getInfo"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={ids.hint}
            onChange={(event) => setCall(event.target.value)}
          />
          <span id={ids.hint} className={problem ? styles.error : styles.muted}>
            {problem ?? t('errors.callHint')}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.type} className={styles.label}>
            {t('errors.type')}
          </label>
          <select
            id={ids.type}
            className={styles.input}
            value={type}
            onChange={(event) => {
              // Only catalogue names: the options are SERVER_ERROR_TYPES, anything else is ignored.
              if (isServerErrorType(event.target.value)) setType(event.target.value);
            }}
          >
            {SERVER_ERROR_TYPES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.button}>
          {t('errors.add')}
        </button>
      </form>

      <h4 id={ids.list} className={styles.label}>
        {t('errors.active')}
      </h4>
      {forcedErrors.length === 0 ? (
        <p className={styles.muted}>{t('errors.none')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={ids.list}>
          {forcedErrors.map((entry) => (
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
          ))}
        </ul>
      )}
      {forcedErrors.length > 0 && (
        <button type="button" className={styles.buttonGhost} onClick={clearForcedErrors}>
          {t('errors.clearAll')}
        </button>
      )}
    </section>
  );
}
