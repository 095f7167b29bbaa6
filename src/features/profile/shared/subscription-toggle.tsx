import { useState } from 'react';
import { useAccountChangeSubscriptionMutation } from '@/api/account/account-profile-api';
import type { Contact } from '@/api/account/account.types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { mapProfileErrors } from './profile-errors';
import { asApiError } from '@/api/errors';
import styles from './profile.module.css';

/**
 * Subscribe or unsubscribe one contact (changeSubscription). The box shows the server's state: a
 * failed change leaves it as it was and says why.
 */
export function SubscriptionToggle({ contact }: { contact: Contact }) {
  const { t } = useTranslation('profile');
  const [change, { isLoading }] = useAccountChangeSubscriptionMutation();
  const [error, setError] = useState<string | null>(null);
  const disabled = isLoading || (!contact.is_confirmed && !contact.is_subscribed);

  return (
    <div className={styles.rowActions}>
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          checked={contact.is_subscribed}
          disabled={disabled}
          aria-busy={isLoading || undefined}
          onChange={(event) => {
            if (isLoading) return;
            setError(null);
            change({ contact: contact.contact, subscription: event.target.checked ? '1' : '0' })
              .unwrap()
              .catch((failure: unknown) => {
                const apiError = asApiError(failure);
                setError(apiError.name === 'UserNeedConfirmContact' ? t('contacts.confirmFirst') : (mapProfileErrors(apiError, t, []).form ?? t('errors.failed')));
              });
          }}
        />
        {t(contact.type === 'email' ? 'contacts.subscribeEmail' : 'contacts.subscribePhone')}
      </label>
      {!contact.is_confirmed && !contact.is_subscribed ? <span className={styles.muted}>{t('contacts.confirmFirst')}</span> : null}
      {error ? <p className={styles.alert} role="alert">{error}</p> : null}
    </div>
  );
}
