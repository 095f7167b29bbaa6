import { mixed, object, string } from 'yup';
import { useId } from 'react';
import { useAccountGetDepositLimitQuery, useAccountSetDepositLimitMutation } from '@/api/account/account-settings-api';
import type { DepositLimitPeriod } from '@/api/account/account.types';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { sumRule } from '@/lib/validation/rules';
import { useAppDispatch } from '@/store/hooks';
import styles from '../responsible-gaming.module.css';
import { rgErrorKey } from './rg-error';

const PERIODS: readonly DepositLimitPeriod[] = ['none', 'day', 'week', 'month'];
/** The largest limit the form takes (whole units). */
export const MAX_LIMIT = 1_000_000;

interface Values {
  period: DepositLimitPeriod;
  amount: string;
}

const schema = object({
  period: string().oneOf([...PERIODS]).required(),
  amount: mixed<string | number>().when('period', {
    is: 'none',
    then: (rule) => rule.notRequired(),
    otherwise: () => sumRule({ min: 1, max: MAX_LIMIT }),
  }),
});

export interface DepositLimitSectionProps {
  currency: string;
}

/**
 * The deposit limit (SPEC §3): the current one (amount, period, what is left, until when) and the
 * form that sets, changes or removes it (account.setDepositLimit, decision record 023). The mock
 * cashier enforces it. `can_edit` false shows the limit without the form.
 */
export function DepositLimitSection({ currency }: DepositLimitSectionProps) {
  const { t } = useTranslation('responsible-gaming');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const limit = useAccountGetDepositLimitQuery();
  const [save] = useAccountSetDepositLimitMutation();

  const renderLimit = (current: NonNullable<typeof limit.data>) => {
    const values = {
      limit: formatMoney(current.limit_amount, currency),
      available: formatMoney(current.available_amount, currency),
      period: t(`periods.${current.period}`),
      date: current.expired_at ? formatDate(current.expired_at * 1000) : '',
    };
    return (
      <>
        {current.period === 'none' ? (
          <p className={styles.muted}>{t('depositLimit.none')}</p>
        ) : (
          <dl className={styles.facts} aria-label={t('depositLimit.current')}>
            <div>
              <dt>{t('depositLimit.limit')}</dt>
              <dd>{t('depositLimit.limitValue', values)}</dd>
            </div>
            <div>
              <dt>{t('depositLimit.available')}</dt>
              <dd>{values.available}</dd>
            </div>
            {current.expired_at ? (
              <div>
                <dt>{t('depositLimit.renews')}</dt>
                <dd>{values.date}</dd>
              </div>
            ) : null}
          </dl>
        )}
        {current.can_edit ? (
          <ValidatedForm<Values>
            className={styles.form}
            aria-labelledby={titleId}
            initialValues={{ period: current.period === 'none' ? 'day' : current.period, amount: current.limit_amount ? String(current.limit_amount) : '' }}
            validationSchema={schema}
            onSubmit={async (form, helpers) => {
              helpers.setStatus(formErrorStatus(null));
              const amount = form.period === 'none' ? 0 : Number(String(form.amount).replace(/[\s,]/g, ''));
              try {
                await save({ period: form.period, amount }).unwrap();
                dispatch(
                  showToast({
                    kind: 'success',
                    messageKey: form.period === 'none' ? 'responsible-gaming:depositLimit.removed' : 'responsible-gaming:depositLimit.saved',
                  }),
                );
              } catch (error) {
                helpers.setStatus(formErrorStatus(t(rgErrorKey(error))));
              }
            }}
          >
            {({ values: form }) => (
              <>
                <FormError />
                <div className={styles.row}>
                  <SelectField name="period" label={t('depositLimit.period')} options={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))} />
                  {form.period !== 'none' ? (
                    <TextField name="amount" label={t('depositLimit.amount', { currency })} inputMode="numeric" autoComplete="off" required />
                  ) : null}
                </div>
                <div className={styles.actions}>
                  <SubmitButton>{form.period === 'none' ? t('depositLimit.remove') : t('depositLimit.save')}</SubmitButton>
                </div>
              </>
            )}
          </ValidatedForm>
        ) : (
          <p className={styles.note} data-tone="warning">
            {t('depositLimit.locked')}
          </p>
        )}
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('depositLimit.title')}
      </h2>
      <p className={styles.muted}>{t('depositLimit.text')}</p>
      <QueryState query={limit} loading="spinner" loadingLabel={t('loading')} error={{ title: t('depositLimit.loadError'), titleLevel: 3 }}>
        {renderLimit}
      </QueryState>
    </section>
  );
}
