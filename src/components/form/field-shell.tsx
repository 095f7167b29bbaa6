import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldShellProps {
  ids: { input: string; hint: string; error: string };
  label: ReactNode;
  hint?: ReactNode;
  errorText: string;
  /** Shows a visual required mark; the input itself carries `required`/`aria-required`. */
  requiredMark?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one field, laid out the same everywhere. */
export function FieldShell({ ids, label, hint, errorText, requiredMark, className, children }: FieldShellProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.input}>
        {label}
        {requiredMark ? (
          <span className={styles.requiredMark} aria-hidden="true" title={requiredMark}>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>{children}</div>
      <FieldMessages ids={ids} hint={hint} errorText={errorText} />
    </div>
  );
}

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ ids, hint, errorText }: { ids: { hint: string; error: string }; hint?: ReactNode; errorText: string }) {
  return (
    <>
      {hint ? (
        <div id={ids.hint} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {errorText ? (
        <div id={ids.error} className={styles.error}>
          {errorText}
        </div>
      ) : null}
    </>
  );
}
