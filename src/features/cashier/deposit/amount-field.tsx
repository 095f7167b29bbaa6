import type { ReactNode } from 'react';
import { FieldShell } from '@/components/form/field-shell';
import formStyles from '@/components/form/form.module.css';
import { useFieldState } from '@/components/form/use-field-state';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './deposit.module.css';

export interface AmountFieldProps {
  /** The currency symbol shown in the input. */
  symbol: string;
  currency: string;
  presets: readonly number[];
  /** Under the input: the method's bounds, the deposit limit. */
  hint?: ReactNode;
}

/**
 * The deposit amount: whole units, digits only (anything else typed or pasted is dropped, SPEC §5),
 * the currency symbol beside it, and preset chips that fill it in.
 */
export function AmountField({ symbol, currency, presets, hint }: AmountFieldProps) {
  const { t } = useTranslation('deposit');
  const { field, helpers, ids, errorText, a11y, t: tv } = useFieldState<string>('amount', { hasHint: Boolean(hint) });
  const value = field.value ?? '';
  return (
    <div className={styles.amount}>
      <FieldShell ids={ids} label={t('amount.label')} hint={hint} errorText={errorText} requiredMark={tv('form.requiredMark')}>
        <div className={styles.affix}>
          <span className={styles.affixSymbol} aria-hidden="true">
            {symbol}
          </span>
          <input
            {...a11y}
            name={field.name}
            value={value}
            onChange={(event) => void helpers.setValue(event.target.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
            type="text"
            inputMode="numeric"
            autoComplete="transaction-amount"
            required
            aria-required="true"
            className={`${formStyles.input} ${styles.affixInput}`}
          />
        </div>
      </FieldShell>
      {presets.length > 0 ? (
        <div role="group" aria-label={t('amount.presets')} className={styles.presets}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={value === String(preset)}
              onClick={() => {
                void helpers.setValue(String(preset));
                void helpers.setTouched(true, false);
              }}
            >
              {formatMoney(preset, currency)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
