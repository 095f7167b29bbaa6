import { useField } from 'formik';
import { useId } from 'react';
import type { SavedRequisite } from '@/api/cashier/cashier.types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './requisites.module.css';

export interface SavedRequisitePickerProps {
  /** The saved requisites of the chosen method. */
  saved: readonly SavedRequisite[];
  /** The form value it is bound to: the id picked, or '' for new details. */
  name?: string;
}

/** The saved requisites of the chosen method to pick from, or new details, as one radio group; nothing when there are none. */
export function SavedRequisitePicker({ saved, name = 'saved' }: SavedRequisitePickerProps) {
  const { t } = useTranslation('cashier');
  const [field, , helpers] = useField<string>(name);
  const hintId = useId();
  if (saved.length === 0) return null;
  const value = field.value ?? '';
  const options = [...saved.map((item) => ({ id: String(item.id), label: item.label })), { id: '', label: t('requisites.saved.new') }];
  return (
    <fieldset className={styles.saved} aria-describedby={hintId}>
      <legend className={styles.savedLegend}>{t('requisites.saved.title')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('requisites.saved.hint')}
      </p>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.id || 'new'} className={styles.chip} data-checked={option.id === value || undefined}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => void helpers.setValue(option.id)}
              className={styles.radio}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
