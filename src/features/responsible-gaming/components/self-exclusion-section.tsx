import { object, string } from 'yup';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useAccountSetSelfExclusionMutation } from '@/api/account/account-settings-api';
import type { SelfExclusionPeriod } from '@/api/account/account.types';
import { useAuthLogoutMutation } from '@/api/auth/auth-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import styles from '../responsible-gaming.module.css';
import { rgErrorKey } from './rg-error';

const PERIODS: readonly SelfExclusionPeriod[] = ['1m', '3m', '6m', '1y', 'forever'];

/**
 * Self-exclusion: the player picks how long, confirms in a dialog, the
 * server closes the account for that time and the session ends here.
 */
export function SelfExclusionSection() {
  const { t } = useTranslation('responsible-gaming');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const locale = useLocale();
  const [exclude] = useAccountSetSelfExclusionMutation();
  const [logout] = useAuthLogoutMutation();

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('selfExclusion.title')}
      </h2>
      <p className={styles.muted}>{t('selfExclusion.text')}</p>
      <ValidatedForm<{ period: SelfExclusionPeriod | '' }>
        className={styles.form}
        aria-labelledby={titleId}
        strategy="onSubmit"
        initialValues={{ period: '' }}
        validationSchema={object({ period: string().oneOf([...PERIODS]).required() })}
        onSubmit={async ({ period }, helpers) => {
          if (!period) return;
          helpers.setStatus(formErrorStatus(null));
          const sure = await dispatch(
            openDialog({
              component: 'confirm',
              componentProps: {
                title: t('selfExclusion.confirmTitle'),
                text: t('selfExclusion.confirmText', { period: t(`selfExclusion.periods.${period}`) }),
                confirmLabel: t('selfExclusion.confirm'),
                cancelLabel: t('selfExclusion.cancel'),
              },
            }),
          );
          if (!sure) return;
          try {
            await exclude({ period }).unwrap();
          } catch (error) {
            helpers.setStatus(formErrorStatus(t(rgErrorKey(error))));
            return;
          }
          await logout()
            .unwrap()
            .catch(() => undefined);
          void navigate(href(locale, 'home'));
          dispatch(showToast({ kind: 'info', messageKey: 'responsible-gaming:selfExclusion.done', duration: 0 }));
        }}
      >
        <FormError />
        <SelectField
          name="period"
          label={t('selfExclusion.label')}
          placeholder
          required
          options={PERIODS.map((value) => ({ value, label: t(`selfExclusion.periods.${value}`) }))}
        />
        <div className={styles.actions}>
          <SubmitButton variant="secondary">{t('selfExclusion.submit')}</SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}
