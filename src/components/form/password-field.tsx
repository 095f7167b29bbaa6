/**
 * A Formik-bound password input with a show/hide toggle.
 *
 *   <PasswordField name="password" label={t('auth:password')} autoComplete="current-password" />
 *   <PasswordField name="passwordRepeat" label={t('auth:repeat')} autoComplete="new-password" />
 *
 * The toggle is a real button (keyboard reachable) named "Show password" / "Hide password" in the
 * current language (the name tells what a press does), with aria-controls. autoComplete defaults to current-password.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';
import { useFieldState } from './use-field-state';

export interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'children' | 'type'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function PasswordField({
  name,
  label,
  hint,
  id,
  className,
  required,
  autoComplete = 'current-password',
  onBlur,
  ...rest
}: PasswordFieldProps) {
  const { field, ids, errorText, a11y, t } = useFieldState<string>(name, { id, hasHint: Boolean(hint) });
  const [visible, setVisible] = useState(false);
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
        type={visible ? 'text' : 'password'}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(event) => {
          field.onBlur(event);
          onBlur?.(event);
        }}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        required={required}
        className={`${styles.input} ${styles.withToggle}`}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={ids.input}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
          />
          {visible ? <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" /> : null}
        </svg>
      </button>
    </FieldShell>
  );
}
