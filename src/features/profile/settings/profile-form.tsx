import type { FormikHelpers } from 'formik';
import { Fragment, useId, useMemo, useState } from 'react';
import { useAccountGetContactPhoneSettingsQuery, useAccountGetPersonalDataFieldsQuery, useAccountSaveProfileInfoMutation, useAccountGetProfileInfoQuery } from '@/api/account/account-profile-api';
import type { PersonalDataField, ProfileFieldName } from '@/api/account/account-profile.contract';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { MaskedField } from '@/components/form/masked-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ValidatedForm } from '@/components/form/validated-form';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { createMask } from '@/lib/masks/mask';
import { countryName } from '@/lib/format/intl-format';
import { mapProfileErrors } from '../shared/profile-errors';
import { asApiError } from '@/api/errors';
import styles from '../shared/profile.module.css';
import { useSubmitLock } from '../shared/use-submit-lock';
import { DATE_MASK, DOCUMENT_MASK, profileParams, profileSchema, profileValues, type ProfileValues } from './profile-form-model';

const WIDE: readonly ProfileFieldName[] = ['address'];

/**
 * The personal data form (SPEC §3, §5): the fields getPersonalDataFields asks for, saved with
 * saveProfileInfo (1 = saved, anything else "Failed to save data"). What was typed stays after any
 * failure; one request per press.
 */
export function ProfileForm() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const titleId = useId();
  const profile = useAccountGetProfileInfoQuery();
  const fields = useAccountGetPersonalDataFieldsQuery();
  const phoneSettings = useAccountGetContactPhoneSettingsQuery();
  const [save] = useAccountSaveProfileInfoMutation();
  const lock = useSubmitLock();
  const [saved, setSaved] = useState(false);
  const list = fields.data?.items;
  const schema = useMemo(() => profileSchema(list ?? []), [list]);
  const dateMask = useMemo(() => createMask(DATE_MASK), []);
  const documentMask = useMemo(() => createMask(DOCUMENT_MASK), []);

  // The form needs both: the player's values and which fields the site asks for.
  const both = {
    data: list && profile.data ? { list, values: profileValues(profile.data) } : undefined,
    isError: (profile.isError && !profile.data) || (fields.isError && !fields.data),
    refetch: () => {
      void profile.refetch();
      void fields.refetch();
    },
  };

  const submit = (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) =>
    lock(async () => {
      if (!list) return;
      setSaved(false);
      helpers.setStatus(formErrorStatus(null));
      try {
        const result = await save(profileParams(values, list)).unwrap();
        if (result === 1) setSaved(true);
        else helpers.setStatus(formErrorStatus(t('errors.saveFailed')));
      } catch (error) {
        const mapped = mapProfileErrors(asApiError(error), t, list.map((field) => field.name));
        helpers.setErrors(mapped.fields);
        helpers.setStatus(formErrorStatus(mapped.form === t('errors.failed') ? t('errors.saveFailed') : mapped.form));
      }
    });

  const countries = (phoneSettings.data?.items ?? [])
    .map((item) => ({ value: item.country_code, label: countryName(locale, item.country_code, item.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  const field = (item: PersonalDataField) => {
    const common = { name: item.name, label: t(`fields.${item.name}`), required: item.is_required };
    const wide = WIDE.includes(item.name) ? styles.wide : undefined;
    switch (item.name) {
      case 'sex':
        return (
          <SelectField
            {...common}
            placeholder
            options={[
              { value: '1', label: t('fields.sexMale') },
              { value: '2', label: t('fields.sexFemale') },
            ]}
          />
        );
      case 'country':
        return <SelectField {...common} placeholder options={countries} autoComplete="country" />;
      case 'birth_date':
        return <MaskedField {...common} mask={dateMask} inputMode="numeric" placeholder={t('fields.datePlaceholder')} autoComplete="bday" />;
      case 'document_number':
        return <MaskedField {...common} mask={documentMask} inputMode="numeric" placeholder="000.000.000-00" />;
      case 'first_name':
        return <TextField {...common} autoComplete="given-name" />;
      case 'last_name':
        return <TextField {...common} autoComplete="family-name" />;
      case 'postcode':
        return <TextField {...common} autoComplete="postal-code" inputMode={item.pattern ? undefined : 'numeric'} />;
      case 'home_town':
        return <TextField {...common} autoComplete="address-level2" />;
      case 'region':
        return <TextField {...common} autoComplete="address-level1" />;
      case 'address':
        return <TextField {...common} className={wide} autoComplete="street-address" />;
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('settings.personalTitle')}</h2>
      <QueryState query={both} loading="spinner" error={{ message: t('errors.loadFailed') }}>
        {({ list, values }) => (
          <ValidatedForm<ProfileValues>
            initialValues={values}
            validationSchema={schema}
            onSubmit={submit}
            aria-labelledby={titleId}
          >
            <>
              <FormError />
              <div className={styles.grid}>{list.map((item) => <Fragment key={item.name}>{field(item)}</Fragment>)}</div>
              <div className={styles.actions}>
                <SubmitButton>{t('settings.save')}</SubmitButton>
                <p className={styles.success} role="status">{saved ? t('settings.saved') : ''}</p>
              </div>
            </>
          </ValidatedForm>
        )}
      </QueryState>
    </section>
  );
}
