import { useId } from 'react';
import { useAccountSendConfirmationToContactMutation } from '@/api/account/account-profile-api';
import type { Contact } from '@/api/account/account.types';
import { Button } from '@/components/ui/button/button';
import { CloseButton } from '@/components/ui/close-button/close-button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { writeString } from '@/lib/storage/local-storage';
import { confirmSentKey } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';
import styles from './hints.module.css';

interface ConfirmContactHintProps {
  uid: number;
  contact: Contact;
  onSent: () => void;
  onClose: () => void;
}

/** "Confirm your email": sends account.sendConfirmationToContact and stores confirm_sent for the player. */
export function ConfirmContactHint({ uid, contact, onSent, onClose }: ConfirmContactHintProps) {
  const { t } = useTranslation('session');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [send, { isLoading }] = useAccountSendConfirmationToContactMutation();
  const kind = contact.type === 'phone' ? 'phone' : 'email';

  const onSend = async () => {
    try {
      await send({ contact: contact.contact }).unwrap();
    } catch {
      dispatch(showToast({ kind: 'error', messageKey: 'session:hints.confirm.failed' }));
      return;
    }
    writeString(confirmSentKey(uid), '1');
    dispatch(showToast({ kind: 'success', messageKey: `session:hints.confirm.sent.${kind}`, values: { contact: contact.contact } }));
    onSent();
  };

  return (
    <section className={`${styles.hint} ${styles.confirm}`} aria-labelledby={titleId}>
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
      </span>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {t(`hints.confirm.title.${kind}`)}
        </p>
        <p className={styles.text}>{t(`hints.confirm.text.${kind}`, { contact: contact.contact })}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void onSend()}>
          {t('hints.confirm.send')}
        </Button>
        <CloseButton className={styles.close} size="sm" label={t('hints.confirm.close')} onClick={onClose} />
      </div>
    </section>
  );
}
