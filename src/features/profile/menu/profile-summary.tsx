import type { AccountInfo } from '@/api/account/account.types';
import { useSession } from '@/api/account/use-session';
import { useFeatureFlag } from '@/api/cms/use-feature-flag';
import { Button } from '@/components/ui/button/button';
import { openIdentityVerification } from '@/lib/dialogs/open-identity-verification';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import styles from './profile-summary.module.css';

type VerificationState = 'verified' | 'pending' | 'required' | 'none';

/** The KYC flags of the account as one state (SPEC §4). */
export function verificationStateOf(account: Pick<AccountInfo, 'is_verified' | 'is_on_verification' | 'is_kyc_block_enabled'>): VerificationState {
  if (account.is_verified) return 'verified';
  if (account.is_on_verification) return 'pending';
  if (account.is_kyc_block_enabled) return 'required';
  return 'none';
}

/**
 * The player's name, balances and verification state at the top of every profile page. A player whose
 * withdrawals wait for verification can start it here, in the identity verification dialog (SPEC §3),
 * when the site runs the service.
 */
export function ProfileSummary() {
  const { t } = useTranslation('profile');
  const { account, isPlayer } = useSession();
  const dispatch = useAppDispatch();
  const serviceOn = useFeatureFlag('verificationService');
  if (!isPlayer || !account) return <div className={styles.skeleton} aria-hidden="true" />;
  const name = account.fakename || account.login || '';
  const state = verificationStateOf(account);
  const balances = [
    { key: 'summary.main', money: account.balance_main, always: true },
    { key: 'summary.bonus', money: account.balance_bonus, always: false },
    { key: 'summary.bettingBonus', money: account.balance_betting_bonus, always: false },
  ].filter((row) => row.always || row.money.amount > 0);

  return (
    <section className={styles.summary} aria-label={t('summary.label')}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">{(name[0] ?? '?').toUpperCase()}</span>
        <div className={styles.identity}>
          <p className={styles.name}>{name}</p>
          <p className={styles.state} data-state={state}>{t(`summary.verification.${state}`)}</p>
          {state === 'required' && serviceOn ? (
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => void dispatch(openIdentityVerification())}>
              {t('summary.verifyNow')}
            </Button>
          ) : null}
        </div>
      </div>
      <dl className={styles.balances}>
        {balances.map((row) => (
          <div key={row.key} className={styles.balance}>
            <dt>{t(row.key)}</dt>
            <dd>{formatMoney(row.money.amount, row.money.currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
