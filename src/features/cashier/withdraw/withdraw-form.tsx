import { type FormikHelpers, type FormikProps, validateYupSchema, yupToFormErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCashierMakeWithdrawalMutation } from '@/api/cashier/cashier-api';
import type { PaymentMethod, WithdrawSettings } from '@/api/cashier/cashier.types';
import { type ApiError, asApiError } from '@/api/errors';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button/button';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { normalizeDepositSum } from '@/lib/validation/sum';
import { CashierErrorMessage } from '../shared/cashier-error-message';
import { requisiteMessages } from '../shared/requisites/requisite-texts';
import { RequisitesBlock } from '../shared/requisites/requisites-block';
import { MethodPicker } from './method-picker';
import { amountBounds, belowMinimum, savedOf, serverFieldErrors, toWithdrawalParams, withdrawSchema, type WithdrawMessages, type WithdrawValues } from './withdraw-model';
import { WithdrawSuccess, type WithdrawOutcome } from './withdraw-success';
import styles from './withdraw.module.css';

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  /** Preselected by the address (`?method=card&requisite=1`, the wallet's links). */
  initialMethod?: string | null;
  initialSaved?: string | null;
}

/**
 * The withdrawal request (SPEC §3, §5, §8): method, requisites (typed or saved), bank, amount. The
 * request is sent once per press and never again by itself; every typed value survives an error.
 */
export function WithdrawForm({ settings, initialMethod, initialSaved }: WithdrawFormProps) {
  const { t } = useTranslation(['withdraw', 'cashier']);
  const [makeWithdrawal] = useCashierMakeWithdrawalMutation();
  const sending = useRef(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [focusError, setFocusError] = useState(0);
  const [outcome, setOutcome] = useState<WithdrawOutcome | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const currency = settings.available.currency;
  const available = settings.available.amount;

  const messages = useMemo<WithdrawMessages>(() => ({ ...requisiteMessages(t), bank: t('cashier:bank.required'), notEnough: '' }), [t]);

  useEffect(() => {
    if (focusError > 0) errorRef.current?.focus();
  }, [focusError]);

  const methodOf = (sysname: string): PaymentMethod | undefined => settings.methods.find((method) => method.sysname === sysname);

  const initialValues = useMemo<WithdrawValues>(() => {
    const method = methodOf(initialMethod ?? '') ?? settings.methods[0];
    const saved = method && initialSaved ? savedOf(settings, method.sysname, initialSaved) : undefined;
    return { method: method?.sysname ?? '', saved: saved ? String(saved.id) : '', requisites: {}, bank_id: '', amount: '' };
    // The form starts once; later settings (after a withdrawal) must not reset what the player typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validate = (values: WithdrawValues) => {
    const method = methodOf(values.method);
    if (!method) return {};
    const bounds = amountBounds(method, available);
    const schema = withdrawSchema(method, available, savedOf(settings, values.method, values.saved), {
      ...messages,
      notEnough: t('form.notEnough', { available: formatMoney(available, currency), min: formatMoney(bounds.min, currency) }),
    });
    return validateYupSchema(values, schema).then(
      () => ({}),
      (error: unknown) => yupToFormErrors<WithdrawValues>(error),
    );
  };

  const submit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    const method = methodOf(values.method);
    // One request per press: a second submit while one is on its way is dropped.
    if (!method || sending.current) return;
    sending.current = true;
    setServerError(null);
    setOutcome(null);
    const amount = normalizeDepositSum(values.amount).value;
    try {
      const result = await makeWithdrawal(toWithdrawalParams(values, method, currency, savedOf(settings, method.sysname, values.saved))).unwrap();
      if (result.status === 'fail' || result.status === 'cancel') {
        setServerError({ status: 422, name: 'WithdrawalDeclined', message: `Withdrawal ${result.status}` });
        setFocusError((n) => n + 1);
        return;
      }
      helpers.resetForm({ values: { ...values, amount: '' } });
      setOutcome({ amount, currency, id: result.transaction_id, status: result.status });
    } catch (caught) {
      const error = asApiError(caught, 'NetworkError');
      const fieldErrors = serverFieldErrors(
        error,
        method,
        (code) => t(`fieldErrors.${code}`, { defaultValue: t('fieldErrors.INVALID') }),
        savedOf(settings, method.sysname, values.saved),
      );
      helpers.setErrors(fieldErrors);
      setServerError(error);
      // Field errors take the focus to the first field (the form does it); otherwise the message takes it.
      if (Object.keys(fieldErrors).length === 0) setFocusError((n) => n + 1);
    } finally {
      sending.current = false;
    }
  };

  // Requisites are keyed by field name and stay as typed; saved ones picked belong to one method.
  const chooseMethod = (formik: FormikProps<WithdrawValues>, sysname: string) => {
    const { values } = formik;
    if (sysname === values.method) return;
    void formik.setValues({ ...values, method: sysname, saved: '', bank_id: '' });
  };

  return (
    <ValidatedForm<WithdrawValues> initialValues={initialValues} validate={validate} onSubmit={submit} aria-label={t('form.label')} className={styles.form}>
      {(formik) => {
        const method = methodOf(formik.values.method);
        if (!method) return null;
        const bounds = amountBounds(method, available);
        const tooLittle = belowMinimum(method, available);
        const sum = normalizeDepositSum(formik.values.amount, bounds);
        return (
          <>
            <MethodPicker methods={settings.methods} value={method.sysname} currency={currency} onChange={(sysname) => chooseMethod(formik, sysname)} />
            <RequisitesBlock legend={t('form.details')} method={method} saved={settings.saved_requisites} />
            <div className={styles.amount}>
              <TextField
                name="amount"
                label={t('form.amount')}
                hint={tooLittle ? undefined : t('form.amountHint', { min: formatMoney(bounds.min, currency), max: formatMoney(bounds.max, currency) })}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              {tooLittle ? (
                <p className={styles.note}>{t('form.notEnough', { available: formatMoney(available, currency), min: formatMoney(bounds.min, currency) })}</p>
              ) : (
                <button type="button" className={styles.linkButton} onClick={() => void formik.setFieldValue('amount', String(bounds.max))}>
                  {t('form.all', { amount: formatMoney(bounds.max, currency) })}
                </button>
              )}
            </div>
            {serverError ? (
              <div ref={errorRef} tabIndex={-1} className={styles.focusTarget}>
                <CashierErrorMessage error={serverError} kind="withdrawal" currency={currency} />
              </div>
            ) : null}
            <WithdrawSuccess outcome={outcome} />
            <Button type="submit" size="lg" fullWidth loading={formik.isSubmitting} disabled={tooLittle}>
              {sum.isValid ? t('form.submitAmount', { amount: formatMoney(sum.value, currency) }) : t('form.submit')}
            </Button>
          </>
        );
      }}
    </ValidatedForm>
  );
}
