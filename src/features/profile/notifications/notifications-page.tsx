import { useId } from 'react';
import { Link } from 'react-router';
import { useAccountGetProfileInfoQuery } from '@/api/account/account-profile-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../shared/profile.module.css';
import { SubscriptionToggle } from '../shared/subscription-toggle';

/** /profile/notification: which contacts get news and offers (changeSubscription per contact). */
export function NotificationsPage() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const titleId = useId();
  const profile = useAccountGetProfileInfoQuery();
  return (
    <div className={styles.page}>
      <title>{t('meta.notification')}</title>
      <h1 className={styles.title}>{t('notifications.title')}</h1>
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>{t('notifications.subscriptionsTitle')}</h2>
        <p className={styles.cardIntro}>{t('notifications.intro')}</p>
        <QueryState
          query={{ data: profile.data?.contacts, isError: profile.isError, refetch: profile.refetch }}
          loading="spinner"
          error={{ message: t('errors.loadFailed') }}
          empty={{ compact: true, title: t('contacts.none') }}
        >
          {(contacts) => (
            <ul className={styles.list} aria-label={t('contacts.listLabel')}>
              {contacts.map((contact) => (
                <li key={contact.contact} className={styles.row}>
                  <div className={styles.rowMain}>
                    <span className={styles.muted}>{t(contact.type === 'email' ? 'contacts.email' : 'contacts.phone')}</span>
                    <span className={styles.rowValue}>{contact.contact}</span>
                  </div>
                  <SubscriptionToggle contact={contact} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <p className={styles.muted}>
          <Link to={href(locale, 'profileSettings')}>{t('notifications.manageContacts')}</Link>
        </p>
      </section>
    </div>
  );
}
