import { useId } from 'react';
import { SERVER_ERROR_TYPES } from '@/api/errors';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './qa-panel.module.css';
import { dismissScenarioWarnings, type ErrorSpecIssue } from '../scenarios';
import { methodsOf, servedNamespaces } from '../core/error-spec';
import { useScenarioWarnings } from './use-scenario-state';

/**
 * The QA parameters that were rejected (a mistyped mock_error), shown until QA dismisses them so a
 * scenario that forced nothing cannot pass for one that worked. Lists the valid types and calls.
 * `floating`: shown above the QA button while the panel is closed; inside the panel otherwise.
 * `onDismissed` moves the focus somewhere sensible once the notice is gone.
 */
export function ScenarioWarningsNotice({ floating, onDismissed }: { floating: boolean; onDismissed?: () => void }) {
  const { t } = useTranslation('qa');
  const warnings = useScenarioWarnings();
  const titleId = useId();
  if (warnings.length === 0) return null;

  const issues = warnings.flatMap((warning) => warning.issues);
  const callIssue = issues.some((issue) => issue.kind === 'call' && issue.reason !== 'method');

  const describe = (issue: ErrorSpecIssue): string => {
    const hint = 'suggestion' in issue && issue.suggestion ? ` ${t('warnings.suggestion', { suggestion: issue.suggestion })}` : '';
    switch (issue.kind) {
      case 'format':
        return t('warnings.format');
      case 'type':
        return t('warnings.unknownType', { type: issue.type }) + hint;
      case 'call':
        return issue.reason === 'method' && issue.namespace
          ? t('warnings.unknownMethod', { call: issue.call, namespace: issue.namespace, methods: methodsOf(issue.namespace).join(', ') }) + hint
          : t('warnings.unknownCall', { call: issue.call }) + hint;
      case 'count':
        return t('warnings.badCount', { count: issue.count });
      case 'latency':
        return t('warnings.badLatency', { value: issue.value });
    }
  };

  return (
    <div role="alert" aria-labelledby={titleId} className={floating ? `${styles.notice} ${styles.noticeFloating}` : styles.notice}>
      <h3 id={titleId} className={styles.noticeTitle}>
        {t('warnings.title')}
      </h3>
      <p className={styles.noticeText}>{t('warnings.intro')}</p>
      <ul className={styles.noticeList}>
        {warnings.map((warning, index) => (
          <li key={`${index}:${warning.param}`}>
            <code className={styles.code}>{warning.param}</code>
            <ul>
              {warning.issues.map((issue, index) => (
                <li key={index}>{describe(issue)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.noticeText}>
        {t('warnings.validTypes')} <code className={styles.code}>{SERVER_ERROR_TYPES.join(', ')}</code>
      </p>
      {callIssue && (
        <p className={styles.noticeText}>
          {t('warnings.validCalls')} <code className={styles.code}>{servedNamespaces().join(', ')}</code>
        </p>
      )}
      <button
        type="button"
        className={styles.buttonGhost}
        onClick={() => {
          dismissScenarioWarnings();
          onDismissed?.();
        }}
      >
        {t('warnings.dismiss')}
      </button>
    </div>
  );
}
