import { useId, useState } from 'react';
import { useAccountGetCurrencyRatesQuery, useAccountSetCurrencyMutation } from '@/api/account/account-settings-api';
import { asApiError } from '@/api/errors';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CashierErrorMessage } from '../shared/cashier-error-message';
import styles from './currency-choice.module.css';

/**
 * The account currency, changeable until the first deposit (account.getCurrencyRates and
 * setCurrency, SPEC §7): a signed-in player without deposits picks it here; afterwards nothing shows.
 */
export function CurrencyChoice({ current }: { current: string }) {
  const { t } = useTranslation('cashier');
  const ids = { select: useId(), status: useId() };
  const { data } = useAccountGetCurrencyRatesQuery();
  const [setCurrency, { isLoading, error, reset }] = useAccountSetCurrencyMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!data?.can_change || data.rates.length < 2) return null;
  const value = chosen ?? current;

  const save = async () => {
    if (value === current || isLoading) return;
    setDone(null);
    const result = await setCurrency({ currency: value });
    if (!('error' in result)) {
      setDone(value);
      setChosen(null);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={`${ids.select}-title`}>
      <h2 id={`${ids.select}-title`} className={styles.title}>{t('currency.title')}</h2>
      <p className={styles.text}>{t('currency.text')}</p>
      <div className={styles.row}>
        <label htmlFor={ids.select} className={styles.label}>{t('currency.label')}</label>
        <select
          id={ids.select}
          className={styles.select}
          value={value}
          aria-describedby={ids.status}
          onChange={(event) => {
            setChosen(event.target.value);
            setDone(null);
            reset();
          }}
        >
          {data.rates.map((rate) => (
            <option key={rate.currency} value={rate.currency}>
              {rate.currency} ({rate.symbol})
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" loading={isLoading} disabled={value === current} onClick={() => void save()}>
          {t('currency.save')}
        </Button>
      </div>
      <p id={ids.status} role="status" className={styles.text}>
        {done ? t('currency.done', { currency: done }) : ''}
      </p>
      {error ? <CashierErrorMessage error={asApiError(error)} /> : null}
    </section>
  );
}
