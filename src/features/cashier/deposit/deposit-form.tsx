import type { FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { lazy } from 'yup';
import type { PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button/button';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { readString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppSelector } from '@/store/hooks';
import { fieldErrorsOf } from '../shared/cashier-error';
import { CashierErrorMessage } from '../shared/cashier-error-message';
import { requisiteMessages } from '../shared/requisites/requisite-texts';
import { RequisitesBlock } from '../shared/requisites/requisites-block';
import { findSaved } from '../shared/requisites/saved-requisites';
import { useCashierConfig } from '../shared/use-cashier-config';
import { AmountField } from './amount-field';
import { DepositFormSync } from './deposit-form-sync';
import { depositParams, depositSchema, formFieldNames, initialDepositValues, type DepositFormValues } from './deposit-form-model';
import { DepositLimitNote } from './deposit-limit-note';
import { DepositOffersSlot } from './deposit-offers-slot';
import {
  selectBankByMethod,
  selectDepositServerError,
  selectDepositSum,
  selectDepositValues,
  selectRequisitesByMethod,
  selectSavedRequisiteByMethod,
} from './deposit-slice';
import { methodDescription } from './method-list';
import { useDepositPayment } from './use-deposit-payment';
import styles from './deposit.module.css';

export interface DepositFormProps {
  method: PaymentMethod;
  currency: string;
  symbol: string;
  presets: readonly number[];
  /** The player's saved requisites (of every method; the form offers the chosen method's). */
  saved: readonly SavedRequisite[];
  /** A saved requisite asked for by the address (`?requisite=` from the wallet), until the player picks another. */
  requestedSaved?: string | null;
}

/**
 * The deposit form of one method: amount with presets and the deposit limit, the method's
 * requisites (typed, or saved ones picked), its bank, a promo code, the offers, and the pay button that says what it pays.
 * Everything typed is mirrored into the deposit slice, so it survives switching methods and any
 * error; a failed payment is never sent again by the page.
 */
export function DepositForm({ method, currency, symbol, presets, saved, requestedSaved }: DepositFormProps) {
  const { t } = useTranslation(['deposit', 'cashier']);
  const locale = useLocale();
  const config = useCashierConfig();
  const headingId = useId();
  const kept = useAppSelector(selectDepositValues);
  const requisitesByMethod = useAppSelector(selectRequisitesByMethod);
  const bankByMethod = useAppSelector(selectBankByMethod);
  const savedByMethod = useAppSelector(selectSavedRequisiteByMethod);
  const depositSum = useAppSelector(selectDepositSum);
  const serverError = useAppSelector(selectDepositServerError);
  const payment = useDepositPayment(method.kind);
  const [unsafeHistory, setUnsafeHistory] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [focusError, setFocusError] = useState(0);

  // The requisites' rules depend on whether saved ones are picked, so the schema is chosen per value.
  const schema = useMemo(() => {
    const messages = { ...requisiteMessages(t), bank: t('cashier:bank.required') };
    return lazy((values: DepositFormValues) => depositSchema(method, messages, findSaved(saved, method.sysname, values.saved)));
  }, [method, saved, t]);
  // Read once per method: the form owns the values from then on and reports them to the slice.
  const [initialValues] = useState(() =>
    initialDepositValues(method, {
      amount: kept.amount,
      promoCode: kept.promo_code || readString(STORAGE_KEYS.promoCode) || '',
      bankId: bankByMethod[method.sysname],
      saved: findSaved(saved, method.sysname, savedByMethod[method.sysname] ?? requestedSaved ?? ''),
      requisites: requisitesByMethod[method.sysname],
    }),
  );

  useEffect(() => {
    if (focusError) errorRef.current?.focus();
  }, [focusError]);

  const onSubmit = async (values: DepositFormValues, helpers: FormikHelpers<DepositFormValues>) => {
    setUnsafeHistory(null);
    const picked = findSaved(saved, method.sysname, values.saved);
    const params = depositParams(method, values, {
      currency,
      campaignOfferId: kept.campaign_offer_id,
      returnUrl: new URL(href(locale, 'cashier'), window.location.origin).href,
      saved: picked,
    });
    const outcome = await payment.pay(params);
    if (outcome.kind === 'unsafe') {
      setUnsafeHistory(outcome.historyPath);
      setFocusError((n) => n + 1);
      return;
    }
    if (outcome.kind !== 'failed') return;
    const known = new Set(formFieldNames(method, picked));
    const onFields = Object.entries(fieldErrorsOf(outcome.error)).filter(([field]) => known.has(field));
    for (const [field, code] of onFields) {
      helpers.setFieldError(field, t(`deposit:fieldErrors.${code}`, { defaultValue: t('deposit:fieldErrors.INVALID') }));
      void helpers.setFieldTouched(field, true, false);
    }
    // Field errors take the focus themselves (ValidatedForm); anything else focuses the message.
    if (onFields.length === 0) setFocusError((n) => n + 1);
  };

  const amountLabel = depositSum.isValid ? formatMoney(depositSum.value, currency) : null;
  const fee = depositSum.isValid && method.fee_percent > 0 ? (depositSum.value * method.fee_percent) / 100 : null;
  const description = methodDescription(method, locale);
  const scroll = config.depositView === 'scroll';

  return (
    <section className={styles.formPanel} aria-labelledby={headingId}>
      <ValidatedForm<DepositFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className={scroll ? styles.scrollView : styles.containerView}
      >
        {(formik) => (
          <>
            <DepositFormSync method={method.sysname} />
            <div className={styles.formBody}>
              <header className={styles.formHeader}>
                <h2 id={headingId} className={styles.sectionTitle}>
                  {t('deposit:form.title', { method: method.name })}
                </h2>
                {description ? <p className={styles.formDescription}>{description}</p> : null}
              </header>
              <div className={styles.formColumn}>
                <AmountField
                  symbol={symbol}
                  currency={currency}
                  presets={presets}
                  hint={
                    <>
                      <span>{t('deposit:amount.bounds', { min: formatMoney(method.min, currency), max: formatMoney(method.max, currency) })}</span>
                      <DepositLimitNote currency={currency} amount={depositSum.isValid ? depositSum.value : null} />
                    </>
                  }
                />
              </div>
              <div className={styles.formColumn}>
                <RequisitesBlock legend={t('deposit:form.details')} method={method} saved={saved} />
                <TextField name="promo_code" label={t('deposit:promo.label')} hint={t('deposit:promo.hint')} autoComplete="off" spellCheck={false} />
              </div>
              <DepositOffersSlot methodSysname={method.sysname} />
            </div>
            <div className={styles.payBar}>
              <div ref={errorRef} tabIndex={-1} className={styles.errorFocus}>
                {serverError ? <CashierErrorMessage error={serverError} kind="deposit" currency={currency} /> : null}
                {unsafeHistory ? (
                  <div role="alert" className={styles.notice}>
                    <p>{t('deposit:errors.unsafeRedirect')}</p>
                    <Button variant="secondary" size="sm" href={unsafeHistory}>
                      {t('cashier:errors.openHistory')}
                    </Button>
                  </div>
                ) : null}
              </div>
              {fee !== null ? <p className={styles.fee}>{t('deposit:form.fee', { percent: method.fee_percent, fee: formatMoney(fee, currency) })}</p> : null}
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={payment.busy || formik.isSubmitting}
                onClick={(event) => {
                  // Synchronously, in the click: a press while a payment is on its way does nothing,
                  // and a new-window method opens its tab now, while the browser still allows it.
                  if (!payment.prepare(schema.isValidSync(formik.values))) event.preventDefault();
                }}
              >
                {amountLabel ? t('deposit:form.payAmount', { amount: amountLabel }) : t('deposit:form.pay')}
              </Button>
            </div>
          </>
        )}
      </ValidatedForm>
    </section>
  );
}
