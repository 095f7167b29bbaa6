import type { FormikHelpers } from 'formik';
import { useId } from 'react';
import { object } from 'yup';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { promoCodeRule } from '@/lib/validation/rules';
import { usePromoCodeActivation } from '../use-promo-code-activation';
import styles from './promotions.module.css';

interface PromoCodeValues {
  promo_code: string;
}

// SPEC §5: a promo code is always valid locally; the server decides.
const schema = object({ promo_code: promoCodeRule() });

/**
 * The promo code form of /promotions and /offers (signed-in players): a rejected code shows its
 * common:promoCodeErrors text under the field, success opens the promo-code-activated dialog.
 * `initialCode` prefills it with the code captured from the address.
 */
export function PromoCodeForm({ initialCode, onActivated }: { initialCode: string | null; onActivated: () => void }) {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  const { activate } = usePromoCodeActivation();

  async function submit(values: PromoCodeValues, helpers: FormikHelpers<PromoCodeValues>) {
    helpers.setStatus(formErrorStatus(null));
    if (!values.promo_code.trim()) {
      helpers.setFieldError('promo_code', t('promoCode.empty'));
      return;
    }
    const outcome = await activate(values.promo_code);
    if (outcome.kind === 'activated') {
      helpers.resetForm({ values: { promo_code: '' } });
      onActivated();
    } else if (outcome.kind === 'failed') {
      if (outcome.rejected) helpers.setFieldError('promo_code', outcome.message);
      else helpers.setStatus(formErrorStatus(outcome.message));
    }
  }

  return (
    <section className={styles.promoPanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{t('promoCode.title')}</h2>
      <ValidatedForm<PromoCodeValues>
        key={initialCode ?? ''}
        strategy="onSubmit"
        initialValues={{ promo_code: initialCode ?? '' }}
        validationSchema={schema}
        onSubmit={submit}
        aria-labelledby={titleId}
        className={styles.promoForm}
      >
        <FormError />
        <TextField
          name="promo_code"
          label={t('promoCode.label')}
          hint={t('promoCode.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SubmitButton>{t('promoCode.submit')}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}
