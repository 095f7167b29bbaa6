import { useId } from 'react';
import type { PaymentMethod } from '@/api/cashier/cashier.types';
import { formatMoney } from '@/lib/format/format';
import type { Locale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MethodIcon } from '../shared/method-icon';
import styles from './deposit.module.css';

/** A method's description in the page language, else English, else nothing. */
export function methodDescription(method: Pick<PaymentMethod, 'descriptions'>, locale: Locale): string {
  return method.descriptions[locale]?.trim() || method.descriptions.en?.trim() || '';
}

export interface MethodListProps {
  methods: readonly PaymentMethod[];
  selected: string | null;
  currency: string;
  locale: Locale;
  onSelect: (method: PaymentMethod) => void;
}

/**
 * The payment methods as a radio group of cards (native radios: arrow keys move between them and
 * pick, as screen-reader users expect). Each radio is named by the method and described by its
 * bounds, fee and description.
 */
export function MethodList({ methods, selected, currency, locale, onSelect }: MethodListProps) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section className={styles.methods} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('methods.title')}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.methodGrid}>
        {methods.map((method) => {
          const inputId = `${id}-${method.sysname}`;
          const checked = method.sysname === selected;
          const description = methodDescription(method, locale);
          return (
            <label key={method.sysname} htmlFor={inputId} className={styles.methodCard} data-checked={checked || undefined}>
              <input
                id={inputId}
                type="radio"
                name={`${id}-method`}
                value={method.sysname}
                checked={checked}
                onChange={() => onSelect(method)}
                className={styles.methodRadio}
                aria-labelledby={`${inputId}-name`}
                aria-describedby={`${inputId}-info`}
              />
              <span className={styles.methodHead}>
                <MethodIcon method={method} />
                <span id={`${inputId}-name`} className={styles.methodName}>
                  {method.name}
                </span>
              </span>
              <span id={`${inputId}-info`} className={styles.methodInfo}>
                <span className={styles.methodRange}>
                  {t('methods.range', { min: formatMoney(method.min, currency), max: formatMoney(method.max, currency) })}
                </span>
                {method.fee_percent > 0 ? <span className={styles.methodFee}>{t('methods.fee', { percent: method.fee_percent })}</span> : null}
                {description ? <span className={styles.methodDescription}>{description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </section>
  );
}
