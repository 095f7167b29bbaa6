/**
 * A Formik-bound checkbox (boolean value). The label may hold links, e.g. the terms:
 *
 *   <CheckboxField name="terms" required
 *     label={<Trans t={t} i18nKey="auth:terms" components={{ link: <a href={termsHref} /> }} />} />
 *
 * Validate "must be checked" with `checkboxRule()` from lib/validation/rules.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';
import { FieldMessages } from './field-shell';
import { useFieldState } from './use-field-state';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'children' | 'type' | 'checked'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function CheckboxField({ name, label, hint, id, className, onBlur, ...rest }: CheckboxFieldProps) {
  const { field, ids, errorText, a11y } = useFieldState<boolean>(name, { id, hasHint: Boolean(hint), type: 'checkbox' });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          {...rest}
          {...a11y}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked ?? field.value)}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur(event);
            onBlur?.(event);
          }}
          className={styles.checkbox}
        />
        <label htmlFor={ids.input}>{label}</label>
      </div>
      <FieldMessages ids={ids} hint={hint} errorText={errorText} />
    </div>
  );
}
