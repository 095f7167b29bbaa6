import { object, string } from 'yup';
import { useId } from 'react';
import { useStorageGetQuery, useStorageSetMutation } from '@/api/storage/storage-api';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import { SESSION_LIMIT_KEY } from '../rg-flags';
import styles from '../responsible-gaming.module.css';
import { rgErrorKey } from './rg-error';

/** The session lengths offered, in minutes ('0': no limit). */
export const SESSION_LIMIT_CHOICES = ['0', '30', '60', '120', '240'] as const;
const KEYS = [SESSION_LIMIT_KEY] as const;

function choiceLabel(t: (key: string, values?: Record<string, unknown>) => string, minutes: string): string {
  const value = Number(minutes);
  if (value === 0) return t('sessionLimit.noLimit');
  return value < 60 ? t('sessionLimit.minutes', { count: value }) : t('sessionLimit.hours', { count: value / 60 });
}

/**
 * The session time limit: the player's own maximum session length, kept in
 * the server storage (SPEC §7 storage.set) so it follows the player; the session watcher signs the
 * player out when it is reached.
 */
export function SessionLimitSection() {
  const { t } = useTranslation('responsible-gaming');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const stored = useStorageGetQuery(KEYS);
  const [save] = useStorageSetMutation();
  const current = stored.data?.[SESSION_LIMIT_KEY] ?? '0';

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sessionLimit.title')}
      </h2>
      <p className={styles.muted}>{t('sessionLimit.text')}</p>
      <QueryState query={stored} loading="spinner" loadingLabel={t('loading')} error={{ title: t('sessionLimit.loadError'), titleLevel: 3 }}>
        {() => (
          <ValidatedForm<{ minutes: string }>
            className={styles.form}
            aria-labelledby={titleId}
            enableReinitialize
            initialValues={{ minutes: (SESSION_LIMIT_CHOICES as readonly string[]).includes(current) ? current : '0' }}
            validationSchema={object({ minutes: string().oneOf([...SESSION_LIMIT_CHOICES]).required() })}
            onSubmit={async ({ minutes }, helpers) => {
              helpers.setStatus(formErrorStatus(null));
              try {
                await save({ key: SESSION_LIMIT_KEY, value: minutes }).unwrap();
                dispatch(showToast({ kind: 'success', messageKey: 'responsible-gaming:sessionLimit.saved' }));
              } catch (error) {
                helpers.setStatus(formErrorStatus(t(rgErrorKey(error))));
              }
            }}
          >
            <FormError />
            <SelectField
              name="minutes"
              label={t('sessionLimit.label')}
              options={SESSION_LIMIT_CHOICES.map((value) => ({ value, label: choiceLabel(t, value) }))}
            />
            <div className={styles.actions}>
              <SubmitButton>{t('sessionLimit.save')}</SubmitButton>
            </div>
          </ValidatedForm>
        )}
      </QueryState>
    </section>
  );
}
