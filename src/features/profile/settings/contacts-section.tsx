import { useId, useState } from 'react';
import { useAccountGetProfileInfoQuery, useAccountSendConfirmationToContactMutation } from '@/api/account/account-profile-api';
import type { Contact } from '@/api/account/account.types';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../shared/profile.module.css';
import { AddContactForm } from './add-contact-form';
import { ConfirmCodeForm } from './confirm-code-form';
import { SubscriptionToggle } from '../shared/subscription-toggle';

/** The player's emails and phones: add, send the code, confirm it, subscribe or unsubscribe (SPEC §3). */
export function ContactsSection() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const profile = useAccountGetProfileInfoQuery();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('contacts.title')}</h2>
      <QueryState
        query={{ data: profile.data?.contacts, isError: profile.isError, refetch: profile.refetch }}
        loading="spinner"
        error={{ message: t('errors.loadFailed') }}
        empty={<p className={styles.muted}>{t('contacts.none')}</p>}
      >
        {(contacts) => (
          <ul className={styles.list} aria-label={t('contacts.listLabel')}>
            {contacts.map((contact) => (
              <ContactRow
                key={contact.contact}
                contact={contact}
                confirming={confirming === contact.contact}
                onConfirm={() => setConfirming(contact.contact)}
                onConfirmed={() => {
                  setConfirming(null);
                  setNotice(t('contacts.confirmed', { contact: contact.contact }));
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <p className={styles.success} role="status">{notice ?? ''}</p>
      <h3 className={styles.cardTitle}>{t('contacts.addTitle')}</h3>
      <AddContactForm
        onAdded={(contact) => {
          setNotice(null);
          setConfirming(contact);
        }}
      />
    </section>
  );
}

function ContactRow({ contact, confirming, onConfirm, onConfirmed }: { contact: Contact; confirming: boolean; onConfirm: () => void; onConfirmed: () => void }) {
  const { t } = useTranslation('profile');
  const [send, sendState] = useAccountSendConfirmationToContactMutation();
  const [sendFailed, setSendFailed] = useState(false);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.muted}>{t(contact.type === 'email' ? 'contacts.email' : 'contacts.phone')}</span>
        <span className={styles.rowValue}>{contact.contact}</span>
        <span className={styles.badge} data-state={contact.is_confirmed ? 'ok' : 'warn'}>
          {t(contact.is_confirmed ? 'contacts.statusConfirmed' : 'contacts.statusUnconfirmed')}
        </span>
      </div>
      <SubscriptionToggle contact={contact} />
      {!contact.is_confirmed && !confirming ? (
        <div className={styles.rowActions}>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={sendState.isLoading}
            aria-label={t('contacts.sendCodeTo', { contact: contact.contact })}
            onClick={() => {
              setSendFailed(false);
              send({ contact: contact.contact })
                .unwrap()
                .then(onConfirm, () => setSendFailed(true));
            }}
          >
            {t('contacts.sendCode')}
          </Button>
          {sendFailed ? <p className={styles.alert} role="alert">{t('contacts.resendFailed')}</p> : null}
        </div>
      ) : null}
      {!contact.is_confirmed && confirming ? <ConfirmCodeForm contact={contact.contact} onConfirmed={onConfirmed} /> : null}
    </li>
  );
}
