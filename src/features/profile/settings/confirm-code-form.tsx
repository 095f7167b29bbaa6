import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { object } from 'yup';
import { useAccountConfirmContactMutation, useAccountSendConfirmationToContactMutation } from '@/api/account/account-profile-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { MaskedField } from '@/components/form/masked-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { confirmationCodeRule } from '@/lib/validation/rules';
import { mapProfileErrors } from '../shared/profile-errors';
import { asApiError } from '@/api/errors';
import styles from '../shared/profile.module.css';
import { useSubmitLock } from '../shared/use-submit-lock';

const CODE_MASK = { mask: '000000' };

interface Values {
  code: string;
}

/**
 * The 6-digit code sent to a contact (SPEC §5): confirmContact answers 1 when it fits; a wrong code
 * is profile.smsCodeError on the field, any other answer "Can not confirm contact" (SPEC §8).
 */
export function ConfirmCodeForm({ contact, onConfirmed }: { contact: string; onConfirmed: () => void }) {
  const { t } = useTranslation('profile');
  const [confirm] = useAccountConfirmContactMutation();
  const [resend, resendState] = useAccountSendConfirmationToContactMutation();
  const [resent, setResent] = useState<'sent' | 'failed' | null>(null);
  const lock = useSubmitLock();
  const schema = useMemo(() => object({ code: confirmationCodeRule() }), []);

  const submit = (values: Values, helpers: FormikHelpers<Values>) =>
    lock(async () => {
      helpers.setStatus(formErrorStatus(null));
      try {
        const result = await confirm({ contact, code: values.code }).unwrap();
        if (result === 1) onConfirmed();
        else helpers.setStatus(formErrorStatus(t('errors.confirmFailed')));
      } catch (error) {
        const apiError = asApiError(error);
        const codes = (apiError.data ?? {}) as Record<string, unknown>;
        if (apiError.name === 'InvalidParameter' && 'code' in codes) {
          helpers.setErrors({ code: t('smsCodeError') });
          return;
        }
        const mapped = mapProfileErrors(apiError, t, []);
        helpers.setStatus(formErrorStatus(mapped.form === t('errors.failed') ? t('errors.confirmFailed') : mapped.form));
      }
    });

  return (
    <ValidatedForm<Values>
      strategy="onSubmit"
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={submit}
      aria-label={t('contacts.confirmFormLabel', { contact })}
      className={styles.inlineForm}
    >
      <p className={styles.muted}>{t('contacts.codeSent', { contact })}</p>
      <FormError />
      <MaskedField
        name="code"
        label={t('contacts.code')}
        mask={CODE_MASK}
        unmask
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <div className={styles.actions}>
        <SubmitButton size="sm">{t('contacts.confirm')}</SubmitButton>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          loading={resendState.isLoading}
          onClick={() => {
            setResent(null);
            resend({ contact })
              .unwrap()
              .then(() => setResent('sent'))
              .catch(() => setResent('failed'));
          }}
        >
          {t('contacts.resend')}
        </Button>
        <p className={styles.muted} role="status">
          {resent === 'sent' ? t('contacts.resent') : resent === 'failed' ? t('contacts.resendFailed') : ''}
        </p>
      </div>
    </ValidatedForm>
  );
}
