import { useId } from 'react';
import type { AccountInfo } from '@/api/account/account.types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { VerifyIdentityAction } from '../shared/verify-identity-action';
import styles from './withdraw.module.css';

/** SPEC §6 KYC flags: the account is blocked from withdrawing until it is verified. */
export function needsIdentityCheck(account: Pick<AccountInfo, 'is_kyc_block_enabled' | 'is_verified'> | undefined): boolean {
  return Boolean(account?.is_kyc_block_enabled && !account.is_verified);
}

/** Told before the player types anything: withdrawals wait for identity verification, with the way there. */
export function KycNotice() {
  const { t } = useTranslation('withdraw');
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.noticeTitle}>
        {t('kyc.title')}
      </h2>
      <p className={styles.noticeText}>{t('kyc.text')}</p>
      <VerifyIdentityAction>{t('kyc.button')}</VerifyIdentityAction>
    </section>
  );
}
