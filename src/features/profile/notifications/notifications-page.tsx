import { useId } from 'react';
import { Link } from 'react-router';
import { useAccountGetProfileInfoQuery } from '@/api/account/account-api';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
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
  const contacts = profile.data?.contacts ?? [];
  return (
    <div className={styles.page}>
      <title>{t('meta.notification')}</title>
      <h1 className={styles.title}>{t('notifications.title')}</h1>
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>{t('notifications.subscriptionsTitle')}</h2>
        <p className={styles.cardIntro}>{t('notifications.intro')}</p>
        {profile.isLoading ? <Spinner /> : null}
        {profile.isError && !profile.data ? <LoadError message={t('errors.loadFailed')} onRetry={() => void profile.refetch()} /> : null}
        {profile.data && contacts.length === 0 ? <EmptyState compact title={t('contacts.none')} /> : null}
        {contacts.length > 0 ? (
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
        ) : null}
        <p className={styles.muted}>
          <Link to={href(locale, 'profileSettings')}>{t('notifications.manageContacts')}</Link>
        </p>
      </section>
    </div>
  );
}
