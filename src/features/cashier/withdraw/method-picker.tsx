import type { PaymentMethod } from '@/api/cashier/cashier.types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MethodIcon } from '../shared/method-icon';
import styles from './withdraw.module.css';

export interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  value: string;
  currency: string;
  onChange: (sysname: string) => void;
}

/** The withdrawal methods as one radio group: logo, name, bounds and fee; arrow keys move between them. */
export function MethodPicker({ methods, value, currency, onChange }: MethodPickerProps) {
  const { t } = useTranslation('withdraw');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.method')}</legend>
      <div className={styles.methods}>
        {methods.map((method) => (
          <label key={method.sysname} className={styles.method} data-checked={method.sysname === value || undefined}>
            <input
              type="radio"
              name="method"
              value={method.sysname}
              checked={method.sysname === value}
              onChange={() => onChange(method.sysname)}
              className={styles.radio}
            />
            <MethodIcon method={method} />
            <span className={styles.methodText}>
              <span className={styles.methodName}>{method.name}</span>
              <span className={styles.methodMeta}>
                {t('form.methodRange', { min: formatMoney(method.min, currency), max: formatMoney(method.max, currency) })}
                {method.fee_percent > 0 ? ` · ${t('form.methodFee', { fee: method.fee_percent })}` : ''}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
