import { useTranslation } from 'react-i18next';
import type { RequisiteField, RequisiteFieldType, SavedRequisite } from '@/api/cashier/cashier.types';
import { MaskedField } from '@/components/form/masked-field';
import { TextField } from '@/components/form/text-field';
import { requisiteMask } from './requisite-masks';

/** Browser autofill hints and keyboards of each field type. */
const INPUT_HINTS: Record<RequisiteFieldType, { autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel'; type?: 'text' | 'email' | 'tel' }> = {
  card_number: { autoComplete: 'cc-number', inputMode: 'numeric' },
  card_expiry: { autoComplete: 'cc-exp', inputMode: 'numeric' },
  card_cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
  card_holder: { autoComplete: 'cc-name' },
  phone: { autoComplete: 'tel', inputMode: 'tel', type: 'tel' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  wallet: { autoComplete: 'off' },
  iban: { autoComplete: 'off' },
  crypto_address: { autoComplete: 'off' },
  text: { autoComplete: 'off' },
};

export interface RequisiteFieldsProps {
  fields: readonly RequisiteField[];
  /** Saved requisites picked: their (masked) values are shown read-only. */
  saved?: SavedRequisite;
}

/** The chosen method's requisites, each with its translated label, mask, keyboard and autofill hint. */
export function RequisiteFields({ fields, saved }: RequisiteFieldsProps) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      {fields.map((field) => {
        const name = `requisites.${field.name}`;
        const label = t(`requisites.${field.type}`);
        const hints = INPUT_HINTS[field.type] ?? INPUT_HINTS.text;
        const common = { name, label, required: field.required, autoComplete: hints.autoComplete, inputMode: hints.inputMode, spellCheck: false };
        if (saved && saved.values[field.name] !== undefined) return <TextField key={name} {...common} readOnly />;
        const masked = requisiteMask(field.type);
        if (masked) return <MaskedField key={name} {...common} mask={masked.mask} unmask={masked.unmask} autoCapitalize="characters" />;
        return <TextField key={name} {...common} type={hints.type ?? 'text'} autoCapitalize={field.type === 'card_holder' ? 'characters' : 'off'} />;
      })}
    </>
  );
}
