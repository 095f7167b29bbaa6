import { useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FlowState } from './use-sumsub-flow';
import styles from './verification.module.css';

/** Where the player stands: verified, documents under review, not verified (SPEC §6 KYC flags). */
export type VerificationStatus = 'verified' | 'pending' | 'unverified';

export function verificationStatus(
  account: { is_verified?: boolean; is_on_verification?: boolean } | null | undefined,
  state: FlowState,
): VerificationStatus {
  if (account?.is_verified) return 'verified';
  return account?.is_on_verification || state === 'submitted' ? 'pending' : 'unverified';
}

export interface VerificationFlowProps {
  /** The flow of useSumsubFlow, owned by the page or the dialog that shows it. */
  state: FlowState;
  start: (container: HTMLElement) => Promise<void>;
  status: VerificationStatus;
  /** The level of the failure's heading in its surroundings. */
  titleLevel: 2 | 3;
}

/**
 * The steps, the start button and the Sumsub WebSDK's container: the one view of the verification
 * flow, on /profile/verification and in the identity verification dialog.
 */
export function VerificationFlow({ state, start, status, titleLevel }: VerificationFlowProps) {
  const { t } = useTranslation('verification');
  const container = useRef<HTMLDivElement>(null);
  const launch = () => {
    if (container.current) void start(container.current);
  };
  const sdkShown = state === 'starting' || state === 'open' || state === 'submitted';

  return (
    <section className={styles.flow} aria-label={t('sdkLabel')}>
      {state === 'idle' || state === 'rejected' ? (
        <div className={styles.intro}>
          <ol className={styles.steps}>
            <li>{t('steps.document')}</li>
            <li>{t('steps.selfie')}</li>
            <li>{t('steps.review')}</li>
          </ol>
          <Button onClick={launch}>{state === 'rejected' ? t('retry') : status === 'pending' ? t('continue') : t('start')}</Button>
        </div>
      ) : null}
      {state === 'starting' ? <Spinner label={t('starting')} /> : null}
      {state === 'failed' ? <LoadError title={t('failed')} titleLevel={titleLevel} onRetry={launch} /> : null}
      <div ref={container} className={styles.sdk} hidden={!sdkShown} data-testid="sumsub-container" />
    </section>
  );
}
