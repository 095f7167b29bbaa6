import { type ReactNode, Suspense, useState } from 'react';
import { useAccountGetProfileInfoQuery } from '@/api/account/account-profile-api';
import { useSession } from '@/api/account/use-session';
import { useCashierGetHistoryQuery } from '@/api/cashier/cashier-api';
import { useTranslation } from '@/lib/i18n/use-translation';
import { readString } from '@/lib/storage/local-storage';
import { confirmSentKey } from '@/lib/storage/storage-keys';
import { ConfirmContactHint } from './confirm-contact-hint';
import { confirmHintUntil, loginContact, registrationHintUntil, showsConfirmHint, showsRegistrationHint } from './hint-rules';
import styles from './hints.module.css';
import { RegistrationHint } from './registration-hint';
import { useNowUntil } from './use-now-until';

type HintName = 'registration' | 'confirm';

// Closed hints stay closed until the page is loaded again (SPEC §4 has no "closed" flag to store).
const closedHints = new Set<string>();

/** Forgets closed hints (tests). */
export function resetClosedHints(): void {
  closedHints.clear();
}

/**
 * The hints of SPEC §4 under the header: the registration hint (2 hours after reg_time, no
 * deposits yet: invites to deposit) and the confirm-contact hint (5 days, login contact not
 * confirmed, no confirm_sent flag: offers to send the confirmation). Each query runs only inside
 * its time window.
 */
export function SessionHints() {
  const { account, isPlayer } = useSession();
  const signedIn = isPlayer && typeof account?.reg_time === 'number';
  const uid = account?.uid ?? 0;
  const regTime = account?.reg_time ?? 0;
  const now = useNowUntil(signedIn ? [registrationHintUntil(regTime), confirmHintUntil(regTime)] : []);
  const [closed, setClosed] = useState(() => new Set(closedHints));
  const [sent, setSent] = useState(false);
  const isClosed = (hint: HintName) => closed.has(`${hint}:${uid}`);
  const close = (hint: HintName) => {
    closedHints.add(`${hint}:${uid}`);
    setClosed(new Set(closedHints));
  };

  const confirmSent = sent || (signedIn && readString(confirmSentKey(uid)) !== null);
  const wantsRegistration = signedIn && now < registrationHintUntil(regTime) && !isClosed('registration');
  const wantsConfirm = signedIn && now < confirmHintUntil(regTime) && !confirmSent && !isClosed('confirm');
  const { data: deposits } = useCashierGetHistoryQuery({ type: 'deposit', count: 1 }, { skip: !wantsRegistration });
  const { data: profile } = useAccountGetProfileInfoQuery(undefined, { skip: !wantsConfirm });

  const showRegistration = wantsRegistration && !!deposits && showsRegistrationHint(regTime, now, deposits.total);
  const contact = profile ? loginContact(account?.login ?? null, profile.contacts) : undefined;
  const showConfirm = wantsConfirm && showsConfirmHint(regTime, now, contact, confirmSent);
  if (!showRegistration && !showConfirm) return null;

  // The texts load only when a hint shows, and never hold up the header while they do.
  return (
    <Suspense fallback={null}>
      <HintsAside>
        {showRegistration ? <RegistrationHint onClose={() => close('registration')} /> : null}
        {showConfirm && contact ? (
          <ConfirmContactHint uid={uid} contact={contact} onSent={() => setSent(true)} onClose={() => close('confirm')} />
        ) : null}
      </HintsAside>
    </Suspense>
  );
}

function HintsAside({ children }: { children: ReactNode }) {
  const { t } = useTranslation('session');
  return (
    <aside className={styles.hints} aria-label={t('hints.label')}>
      {children}
    </aside>
  );
}
