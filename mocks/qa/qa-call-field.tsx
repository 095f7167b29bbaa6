import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './qa-panel.module.css';
import type { checkCall } from '../core/error-spec';
import { QaTextField } from './qa-fields';

type CallIssue = NonNullable<ReturnType<typeof checkCall>>;

/** What the panel says of a call the mock does not serve (the same words for every form that takes a call). */
export function callProblemText(t: TFunction, issue: CallIssue, call: string): string {
  const hint = issue.suggestion ? ` ${t('warnings.suggestion', { suggestion: issue.suggestion })}` : '';
  return issue.reason === 'form' ? t('errors.callInvalid') : t('errors.callUnknown', { call }) + hint;
}

interface QaCallFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the last submitted call, shown in place of the hint. */
  problem: string | null;
}

/** The text field of a `namespace.method` pattern, with its hint or its problem. */
export function QaCallField({ label, value, onChange, problem }: QaCallFieldProps) {
  const { t } = useTranslation('qa');
  const hintId = useId();
  return (
    <QaTextField
      label={label}
      value={value}
      placeholder="account.getInfo"
      autoComplete="off"
      spellCheck={false}
      aria-invalid={problem !== null}
      describedBy={hintId}
      onChange={onChange}
    >
      <span id={hintId} className={problem ? styles.error : styles.muted}>
        {problem ?? t('errors.callHint')}
      </span>
    </QaTextField>
  );
}
