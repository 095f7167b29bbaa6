import { useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSupportSendFeedbackMutation } from '@/api/support/support-api';
import { asApiError } from '@/api/errors';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button/button';
import { EMPTY_FEEDBACK, FEEDBACK_LIMITS, feedbackSchema, type FeedbackValues } from '../feedback-schema';
import styles from '../support.module.css';
import { TextAreaField } from '@/components/form/text-area-field';
import { useTranslation } from '@/lib/i18n/use-translation';

const FIELD_ERROR_KEYS = new Set(['name', 'email', 'subject', 'message']);

/** The message of a failed send; what was typed stays in the form (SPEC §8). */
function failureKey(error: unknown): string {
  const { name } = asApiError(error);
  if (name === 'TooManyRequests') return 'feedback.errors.tooMany';
  if (name === 'InvalidParameter' || name === 'InvalidRequest') return 'feedback.errors.invalid';
  if (name === 'NetworkError' || name === 'Timeout') return 'feedback.errors.network';
  return 'feedback.errors.generic';
}

/** support.sendFeedback: one request per press, the text kept after any failure. */
export function FeedbackForm({ initial, titleId }: { initial: Partial<FeedbackValues>; titleId: string }) {
  const { t } = useTranslation('support');
  const [send] = useSupportSendFeedbackMutation();
  const schema = useMemo(() => feedbackSchema(), []);
  const pending = useRef(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: FeedbackValues, helpers: FormikHelpers<FeedbackValues>) => {
    if (pending.current) return;
    pending.current = true;
    helpers.setStatus(formErrorStatus(null));
    try {
      const trimmed = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
      const result = await send(trimmed);
      if (!('error' in result) || result.error === undefined) {
        helpers.resetForm({ values: { ...EMPTY_FEEDBACK, name: values.name, email: values.email } });
        setSent(true);
        return;
      }
      const { data } = asApiError(result.error);
      if (data && typeof data === 'object') {
        const fields = Object.keys(data).filter((key) => FIELD_ERROR_KEYS.has(key));
        if (fields.length > 0) helpers.setErrors(Object.fromEntries(fields.map((key) => [key, t('feedback.errors.field')])));
      }
      helpers.setStatus(formErrorStatus(t(failureKey(result.error))));
    } finally {
      pending.current = false;
    }
  };

  if (sent) {
    return (
      <div className={styles.sent}>
        <p role="status" className={styles.sentText}>
          {t('feedback.sent')}
        </p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('feedback.another')}
        </Button>
      </div>
    );
  }

  return (
    <ValidatedForm<FeedbackValues>
      initialValues={{ ...EMPTY_FEEDBACK, ...initial }}
      validationSchema={schema}
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      <PrefillEmpty initial={initial} />
      <div className={styles.row}>
        <TextField name="name" label={t('feedback.name')} autoComplete="name" maxLength={FEEDBACK_LIMITS.name} required />
        <TextField name="email" type="email" label={t('feedback.email')} autoComplete="email" autoCapitalize="off" spellCheck={false} required />
      </div>
      <TextField name="subject" label={t('feedback.subject')} maxLength={FEEDBACK_LIMITS.subject} required />
      <TextAreaField
        name="message"
        label={t('feedback.message')}
        hint={t('feedback.messageHint', { min: FEEDBACK_LIMITS.messageMin, max: FEEDBACK_LIMITS.message })}
        rows={6}
        maxLength={FEEDBACK_LIMITS.message}
        required
      />
      <FormError />
      <SubmitButton size="lg">{t('feedback.submit')}</SubmitButton>
    </ValidatedForm>
  );
}


/** Fills the player's name and email into fields still empty once the session is known (typed text wins). */
function PrefillEmpty({ initial }: { initial: Partial<FeedbackValues> }) {
  const { values, setFieldValue } = useFormikContext<FeedbackValues>();
  const { name = '', email = '' } = initial;
  useEffect(() => {
    if (name && !values.name) void setFieldValue('name', name, false);
    if (email && !values.email) void setFieldValue('email', email, false);
    // Only a new player fills in; later edits (even emptying a field) are the player's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, email]);
  return null;
}
