import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';
import { useFieldState } from './use-field-state';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A Formik-bound multi-line field, wired like TextField (label, hint, error, aria); grows vertically. */
export function TextAreaField({ name, label, hint, id, required, onBlur, ...rest }: TextAreaFieldProps) {
  const { field, ids, errorText, a11y, t } = useFieldState<string>(name, { id, hasHint: Boolean(hint) });
  return (
    <FieldShell ids={ids} label={label} hint={hint} errorText={errorText} requiredMark={required ? t('form.requiredMark') : undefined}>
      <textarea
        {...rest}
        {...a11y}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(event) => {
          field.onBlur(event);
          onBlur?.(event);
        }}
        required={required}
        className={`${styles.input} ${styles.textarea}`}
      />
    </FieldShell>
  );
}
