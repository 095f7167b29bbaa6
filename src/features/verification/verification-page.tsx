import { useSearchParams } from 'react-router';
import { useFeatureFlag } from '@/api/cms/use-feature-flag';
import { useSession } from '@/api/account/use-session';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useReviewToasts } from './use-review-toasts';
import { useSumsubFlow } from './use-sumsub-flow';
import { VerificationFlow, verificationStatus } from './verification-flow';
import styles from './verification.module.css';

/**
 * /profile/verification (SPEC §2, §3 KYC flags, §7 verification.*): where the player stands
 * (verified, documents under review, not verified; a KYC block on withdrawals) and, when the site
 * configuration has the identity verification service, the Sumsub WebSDK to send documents. The
 * SDK loads only here (or in the identity verification dialog), after the player asks for it.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const { account, isPlayer } = useSession();
  const [search] = useSearchParams();
  const externalActionId = search.get('externalActionId');
  const { state, start } = useSumsubFlow({ lang: locale, externalActionId });
  useReviewToasts(state);

  const status = verificationStatus(account, state);
  const serviceOn = useFeatureFlag('verificationService');

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {!isPlayer || !account ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <section className={styles.status} data-status={status} aria-live="polite">
            <span className={styles.badge} data-status={status}>
              {t(`status.${status}`)}
            </span>
            <p>{t(`statusText.${status}`)}</p>
            {account.is_kyc_block_enabled && status !== 'verified' ? (
              <p className={styles.note}>{t('kycBlock')}</p>
            ) : null}
          </section>
          {status !== 'verified' ? (
            serviceOn ? (
              <VerificationFlow state={state} start={start} status={status} titleLevel={2} />
            ) : (
              <p className={styles.note}>{t('serviceOff')}</p>
            )
          ) : null}
        </>
      )}
    </div>
  );
}
