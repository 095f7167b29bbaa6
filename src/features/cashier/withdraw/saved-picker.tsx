import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedRequisite } from '@/api/cashier/cashier.types';
import styles from './withdraw.module.css';

export interface SavedPickerProps {
  saved: readonly SavedRequisite[];
  /** The id picked, or '' for new details. */
  value: string;
  onChange: (id: string) => void;
}

/** The saved requisites of the chosen method to pick from, or new details; nothing when there are none. */
export function SavedPicker({ saved, value, onChange }: SavedPickerProps) {
  const { t } = useTranslation('withdraw');
  const hintId = useId();
  if (saved.length === 0) return null;
  const options = [...saved.map((item) => ({ id: String(item.id), label: item.label })), { id: '', label: t('form.savedNew') }];
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legendSmall}>{t('form.saved')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('form.savedHint')}
      </p>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.id || 'new'} className={styles.chip} data-checked={option.id === value || undefined}>
            <input type="radio" name="saved" value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} className={styles.radio} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
