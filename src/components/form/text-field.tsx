/**
 * A Formik-bound text input with label, hint and error wired for assistive tech.
 *
 *   <TextField name="email" type="email" label={t('auth:email')} autoComplete="email" required />
 *
 * Must be rendered inside <ValidatedForm> (or any <Formik>). Native input attributes (autoComplete,
 * inputMode, placeholder, maxLength, disabled, required, ...) pass through. The error shows after the
 * field was touched (eager) or after a submit (onSubmit), translated from the validation namespace.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';
import { useFieldState } from './use-field-state';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'children' | 'type'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  /** Extra class for the wrapper. */
  className?: string;
}

export function TextField({ name, label, hint, id, className, type = 'text', required, onBlur, ...rest }: TextFieldProps) {
  const { field, ids, errorText, a11y, t } = useFieldState<string>(name, { id, hasHint: Boolean(hint) });
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      errorText={errorText}
      requiredMark={required ? t('form.requiredMark') : undefined}
      className={className}
    >
      <input
        {...rest}
        {...a11y}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(event) => {
          field.onBlur(event);
          onBlur?.(event);
        }}
        required={required}
        className={styles.input}
      />
    </FieldShell>
  );
}
