import { useId } from 'react';
import type { RequisiteField, SavedRequisite } from '@/api/cashier/cashier.types';
import { FieldShell } from '@/components/form/field-shell';
import formStyles from '@/components/form/form.module.css';
import { MaskedField } from '@/components/form/masked-field';
import { TextField } from '@/components/form/text-field';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REQUISITE_INPUTS, requisiteMask } from './requisite-inputs';
import { requisiteTypeLabel } from './requisite-texts';
import styles from './requisites.module.css';

export interface RequisiteFieldsProps {
  fields: readonly RequisiteField[];
  /**
   * Saved requisites picked: their (masked) values are shown read-only instead of the inputs, and
   * fields they have no value for are not asked (saved requisites travel by id alone). What the
   * player typed stays in the form, untouched, for when they go back to new details.
   */
  saved?: SavedRequisite;
}

/** A method's requisites, bound to `requisites.<name>`, each with its label, mask, keyboard and autofill hints. */
export function RequisiteFields({ fields, saved }: RequisiteFieldsProps) {
  const { t } = useTranslation('cashier');
  if (fields.length === 0) return null;
  return (
    <div className={styles.grid}>
      {fields.map((field) => {
        const input = REQUISITE_INPUTS[field.type] ?? REQUISITE_INPUTS.text;
        const label = requisiteTypeLabel(t, field.type);
        const className = input.narrow ? undefined : styles.wide;
        if (saved) {
          const value = saved.values[field.name];
          return value === undefined ? null : <SavedValue key={field.name} label={label} value={value} className={className} />;
        }
        const common = {
          name: `requisites.${field.name}`,
          label,
          required: field.required,
          autoComplete: input.autoComplete,
          inputMode: input.inputMode,
          autoCapitalize: input.autoCapitalize,
          spellCheck: false,
          className,
          placeholder: field.type === 'card_expiry' ? t('requisites.expiryPlaceholder') : undefined,
        };
        const mask = requisiteMask(field.type);
        return mask ? (
          <MaskedField key={field.name} {...common} mask={mask} type={input.type === 'email' ? 'text' : input.type} />
        ) : (
          <TextField key={field.name} {...common} type={input.type} />
        );
      })}
    </div>
  );
}

/** One value of saved requisites, as a labelled read-only text box (not a form value: it is never sent). */
function SavedValue({ label, value, className }: { label: string; value: string; className?: string }) {
  const id = useId();
  return (
    <FieldShell ids={{ input: id, hint: `${id}-hint`, error: `${id}-error` }} label={label} errorText="" className={className}>
      <input id={id} type="text" value={value} readOnly className={`${formStyles.input} ${styles.readOnly}`} />
    </FieldShell>
  );
}
