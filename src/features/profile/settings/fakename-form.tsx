import type { FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { object } from 'yup';
import { useAccountChangeFakeNameMutation } from '@/api/account/account-profile-api';
import { useSession } from '@/api/account/use-session';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fakenameRule } from '@/lib/validation/rules';
import { mapProfileErrors } from '../shared/profile-errors';
import { asApiError } from '@/api/errors';
import styles from '../shared/profile.module.css';
import { useSubmitLock } from '../shared/use-submit-lock';

interface Values {
  fakename: string;
}

/** The name other players see (SPEC §5 fakename: at least 4 characters, no spaces or symbols). */
export function FakenameForm() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const { account } = useSession();
  const [change] = useAccountChangeFakeNameMutation();
  const lock = useSubmitLock();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => object({ fakename: fakenameRule() }), []);

  const submit = (values: Values, helpers: FormikHelpers<Values>) =>
    lock(async () => {
      setSaved(false);
      helpers.setStatus(formErrorStatus(null));
      try {
        await change({ fakename: values.fakename.trim() }).unwrap();
        setSaved(true);
      } catch (error) {
        const mapped = mapProfileErrors(asApiError(error), t, ['fakename']);
        helpers.setErrors(mapped.fields);
        helpers.setStatus(formErrorStatus(mapped.form));
      }
    });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('settings.fakenameTitle')}</h2>
      <p className={styles.cardIntro}>{t('settings.fakenameIntro')}</p>
      <ValidatedForm<Values> initialValues={{ fakename: account?.fakename ?? '' }} validationSchema={schema} onSubmit={submit} aria-labelledby={titleId}>
        <FormError />
        <TextField name="fakename" label={t('fields.fakename')} autoComplete="nickname" required />
        <div className={styles.actions}>
          <SubmitButton variant="secondary">{t('settings.changeFakename')}</SubmitButton>
          <p className={styles.success} role="status">{saved ? t('settings.fakenameSaved') : ''}</p>
        </div>
      </ValidatedForm>
    </section>
  );
}
