/**
 * A Formik-bound input with an input mask (react-imask).
 *
 *   const phoneMask = createMask('+7 (###) ###-##-##');             // lib/masks/mask.ts
 *   <MaskedField name="phone" label={t('auth:phone')} mask={phoneMask} type="tel" autoComplete="tel" />
 *   <MaskedField name="code" label={t('auth:code')} mask={createMask('######')} unmask inputMode="numeric" />
 *
 * The Formik value is what the player sees ('+7 (912) 345-67-89'); with `unmask` it is the raw
 * characters without fixed parts ('9123456789'). A value set from outside (resetForm, setFieldValue)
 * is shown through the mask.
 */
import type { FactoryOpts } from 'imask';
import type { ComponentType, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldShell } from './field-shell';
import styles from './form.module.css';
import { useFieldState } from './use-field-state';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'children' | 'type' | 'defaultValue'>;

export interface MaskedFieldProps extends NativeProps {
  name: string;
  label: ReactNode;
  /** IMask options, usually from `createMask()` of lib/masks. */
  mask: FactoryOpts;
  /** Store the raw value (no fixed characters) in Formik instead of the formatted one. */
  unmask?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'tel' | 'email';
  className?: string;
}

// IMaskInput's props are a union over every mask kind; one loose signature is enough here.
type LooseMaskInputProps = NativeProps & {
  type?: string;
  name: string;
  value: string;
  unmask?: boolean;
  onAccept: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
} & Record<string, unknown>;
const MaskInput = IMaskInput as unknown as ComponentType<LooseMaskInputProps>;

export function MaskedField({ name, label, mask, unmask = false, hint, id, className, required, onBlur, type = 'text', ...rest }: MaskedFieldProps) {
  const { field, helpers, ids, errorText, a11y, t } = useFieldState<string>(name, { id, hasHint: Boolean(hint) });
  const value = field.value ?? '';
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      errorText={errorText}
      requiredMark={required ? t('form.requiredMark') : undefined}
      className={className}
    >
      <MaskInput
        {...(mask as Record<string, unknown>)}
        {...rest}
        {...a11y}
        type={type}
        name={field.name}
        value={value}
        unmask={unmask}
        onAccept={(next) => {
          // IMask also reports programmatic updates; skip them so a field is not marked changed twice.
          if (next !== value) void helpers.setValue(next);
        }}
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
