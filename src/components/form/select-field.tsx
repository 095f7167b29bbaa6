/**
 * A Formik-bound native select.
 *
 *   <SelectField name="sex" label={t('profile:sex')} placeholder
 *     options={[{ value: 'male', label: t('profile:male') }, { value: 'female', label: t('profile:female') }]} />
 *
 * `placeholder`: true shows a translated "Choose…" empty option, a string shows that text.
 */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';
import { useFieldState } from './use-field-state';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'children' | 'multiple'> {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: boolean | string;
  hint?: ReactNode;
  className?: string;
}

export function SelectField({ name, label, options, placeholder, hint, id, className, required, onBlur, ...rest }: SelectFieldProps) {
  const { field, ids, errorText, a11y, t } = useFieldState<string>(name, { id, hasHint: Boolean(hint) });
  const placeholderText = placeholder === true ? t('form.selectPlaceholder') : placeholder || null;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      errorText={errorText}
      requiredMark={required ? t('form.requiredMark') : undefined}
      className={className}
    >
      <select
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
        className={styles.select}
      >
        {placeholderText ? <option value="">{placeholderText}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
