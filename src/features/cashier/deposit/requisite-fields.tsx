import { useTranslation } from 'react-i18next';
import type { RequisiteField } from '@/api/cashier/cashier.types';
import { MaskedField } from '@/components/form/masked-field';
import { TextField } from '@/components/form/text-field';
import { REQUISITE_INPUTS, REQUISITE_MASKS } from './requisite-rules';
import styles from './deposit.module.css';

/** The label of a field: its own name's text when the namespace has one, else its type's. */
function useRequisiteLabel() {
  const { t, i18n } = useTranslation('deposit');
  return (field: RequisiteField) =>
    i18n.exists(`requisites.names.${field.name}`, { ns: 'deposit' }) ? t(`requisites.names.${field.name}`) : t(`requisites.types.${field.type}`);
}

/** The requisites a method asks for, each with its mask, keyboard and autofill hints. */
export function RequisiteFields({ fields }: { fields: readonly RequisiteField[] }) {
  const { t } = useTranslation('deposit');
  const label = useRequisiteLabel();
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.requisites}>
      <legend className={styles.legend}>{t('requisites.title')}</legend>
      <div className={styles.requisiteGrid}>
        {fields.map((field) => {
          const name = `requisites.${field.name}`;
          const input = REQUISITE_INPUTS[field.type];
          const mask = REQUISITE_MASKS[field.type];
          const wide = field.type !== 'card_expiry' && field.type !== 'card_cvv';
          const common = {
            name,
            label: label(field),
            required: field.required,
            autoComplete: input.autoComplete,
            inputMode: input.inputMode,
            className: wide ? styles.wide : undefined,
            placeholder: field.type === 'card_expiry' ? t('requisites.expiryPlaceholder') : undefined,
          };
          return mask ? (
            <MaskedField key={field.name} {...common} mask={mask} type={input.type === 'email' ? 'text' : input.type} />
          ) : (
            <TextField
              key={field.name}
              {...common}
              type={input.type}
              autoCapitalize={field.type === 'iban' ? 'characters' : field.type === 'card_holder' ? 'words' : 'off'}
              spellCheck={false}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
