import { useFeatureFlag } from '@/api/cms/use-feature-flag';
import { useSession } from '@/api/account/use-session';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useReviewToasts } from '../use-review-toasts';
import { useSumsubFlow } from '../use-sumsub-flow';
import { VerificationFlow, verificationStatus } from '../verification-flow';
import styles from '../verification.module.css';

/**
 * SPEC §3 identity verification dialog: the verification page's flow (useSumsubFlow, the same view)
 * where the player is, e.g. after a withdrawal refused with SumsubVerificationRequired. Opened by its
 * dialog name, so the cashier does not import this feature. Resolves 'submitted' once the documents
 * went out (the review answers later, as a toast).
 */
export function IdentityVerificationDialog({ titleId, close, externalActionId }: DialogBodyPropsOf<'identityVerification'>) {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const { account, isPlayer } = useSession();
  const { state, start } = useSumsubFlow({ lang: locale, externalActionId: externalActionId ?? null });
  useReviewToasts(state);

  const status = verificationStatus(account, state);
  const serviceOn = useFeatureFlag('verificationService');

  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      {!isPlayer || !account ? (
        <Spinner label={t('loading')} />
      ) : status === 'verified' ? (
        <p>{t('statusText.verified')}</p>
      ) : (
        <>
          {status === 'pending' ? <p>{t('statusText.pending')}</p> : null}
          {serviceOn ? <VerificationFlow state={state} start={start} status={status} titleLevel={3} /> : <p className={styles.note}>{t('serviceOff')}</p>}
          {state === 'submitted' || state === 'approved' ? <Button onClick={() => close('submitted')}>{t('done')}</Button> : null}
        </>
      )}
    </div>
  );
}
