import type { FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useAuthRestoreMutation } from '@/api/auth/auth-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { stripLoginPlus } from '@/lib/validation/patterns';
import { restoreSchema } from '../auth-schemas';
import { mapServerErrors } from '../server-errors';
import { asApiError } from '@/api/errors';
import styles from './auth.module.css';

/** Password recovery by login (auth.restore); the answer is shown in place of the form. */
export function RestoreForm({ titleId, onBack }: { titleId: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [restore] = useAuthRestoreMutation();
  const schema = useMemo(() => restoreSchema(), []);
  const pending = useRef(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: { login: string }, helpers: FormikHelpers<{ login: string }>) => {
    if (pending.current) return;
    pending.current = true;
    helpers.setStatus(formErrorStatus(null));
    try {
      const result = await restore({ login: stripLoginPlus(values.login) });
      if (!('error' in result) || result.error === undefined) {
        setSentTo(values.login.trim());
        return;
      }
      const mapped = mapServerErrors(asApiError(result.error), t, ['login']);
      helpers.setErrors(mapped.fields);
      helpers.setStatus(formErrorStatus(mapped.form));
    } finally {
      pending.current = false;
    }
  };

  return (
    <div className={styles.form}>
      <div role="status" className={sentTo ? styles.success : styles.visuallyHidden}>
        {sentTo ? t('restore.done', { login: sentTo }) : null}
      </div>
      {sentTo ? null : (
        <ValidatedForm<{ login: string }>
          initialValues={{ login: '' }}
          validationSchema={schema}
          onSubmit={submit}
          aria-labelledby={titleId}
          className={styles.form}
        >
          <p className={styles.intro}>{t('restore.intro')}</p>
          <FormError />
          <TextField name="login" label={t('restore.login')} autoComplete="username" autoCapitalize="off" spellCheck={false} required />
          <SubmitButton fullWidth size="lg">
            {t('restore.submit')}
          </SubmitButton>
        </ValidatedForm>
      )}
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('restore.back')}
      </button>
    </div>
  );
}
