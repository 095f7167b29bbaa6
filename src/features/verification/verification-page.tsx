import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import { useSession } from '@/api/account/use-session';
import { Button } from '@/components/ui/button/button';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import { useSumsubFlow } from './use-sumsub-flow';
import styles from './verification.module.css';

type Status = 'verified' | 'pending' | 'unverified';

/**
 * /profile/verification (SPEC §2, §3 KYC flags, §7 verification.*): where the player stands
 * (verified, documents under review, not verified; a KYC block on withdrawals) and, when the site
 * configuration has the identity verification service, the Sumsub WebSDK to send documents. The
 * SDK loads only here, after the player asks for it.
 */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { account, isPlayer } = useSession();
  const { data: config } = useCmsGetConfigQuery(locale);
  const [search] = useSearchParams();
  const externalActionId = search.get('externalActionId');
  const { state, start } = useSumsubFlow({ lang: locale, externalActionId });
  const container = useRef<HTMLDivElement>(null);

  const status: Status = account?.is_verified ? 'verified' : account?.is_on_verification || state === 'submitted' ? 'pending' : 'unverified';
  const serviceOn = config?.features.verificationService === true;

  useEffect(() => {
    if (state === 'approved') dispatch(showToast({ kind: 'success', messageKey: 'verification:toasts.approved' }));
    if (state === 'rejected') dispatch(showToast({ kind: 'error', messageKey: 'verification:toasts.rejected' }));
  }, [state, dispatch]);

  const sdkShown = state === 'starting' || state === 'open' || state === 'submitted';

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
              <section className={styles.flow} aria-label={t('sdkLabel')}>
                {state === 'idle' || state === 'rejected' ? (
                  <div className={styles.intro}>
                    <ol className={styles.steps}>
                      <li>{t('steps.document')}</li>
                      <li>{t('steps.selfie')}</li>
                      <li>{t('steps.review')}</li>
                    </ol>
                    <Button onClick={() => container.current && void start(container.current)}>
                      {state === 'rejected' ? t('retry') : status === 'pending' ? t('continue') : t('start')}
                    </Button>
                  </div>
                ) : null}
                {state === 'starting' ? <Spinner label={t('starting')} /> : null}
                {state === 'failed' ? (
                  <LoadError title={t('failed')} titleLevel={2} onRetry={() => container.current && void start(container.current)} />
                ) : null}
                <div ref={container} className={styles.sdk} hidden={!sdkShown} data-testid="sumsub-container" />
              </section>
            ) : (
              <p className={styles.note}>{t('serviceOff')}</p>
            )
          ) : null}
        </>
      )}
    </div>
  );
}
