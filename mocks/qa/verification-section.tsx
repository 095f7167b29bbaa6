import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionAccount } from '../account/accounts';
import type { VerificationReview } from '../responsible-gaming/rg-rows';
import { decidePendingReview, pendingApplicantOf, VERIFICATION_REVIEWS, verificationReview } from '../responsible-gaming/rg-tables';
import styles from './qa-panel.module.css';
import { setVerificationOutcome } from '../scenarios';
import { QaSelectField } from './qa-fields';
import { QaSection } from './qa-section';

/**
 * The mock identity check (Sumsub stand-in, decision records 023 and 030): how the review of the
 * next submitted check answers (as mock_verification does), and, for the signed-in player's check
 * still waiting, approving or rejecting it now.
 */
export function VerificationSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const account = sessionAccount();
  const [review, setReview] = useState<VerificationReview>(verificationReview);
  const [waiting, setWaiting] = useState(() => (account ? pendingApplicantOf(account.uid) !== null : false));
  const [status, setStatus] = useState('');

  const decide = (answer: 'GREEN' | 'RED') => {
    if (!account) return;
    const done = decidePendingReview(account.uid, answer);
    setWaiting(pendingApplicantOf(account.uid) !== null);
    setStatus(done ? t(answer === 'GREEN' ? 'verification.approved' : 'verification.rejected') : t('verification.nothingWaiting'));
  };

  return (
    <QaSection title={t('verification.title')} status={status}>
      {(statusId) => (
        <>
          <QaSelectField
            label={t('verification.review')}
            value={review}
            describedBy={statusId}
            onChange={(value) => {
              const next = value as VerificationReview;
              setVerificationOutcome(next);
              setReview(next);
              setStatus(t('verification.saved'));
            }}
          >
            {VERIFICATION_REVIEWS.map((value) => (
              <option key={value} value={value}>
                {t(`verification.reviews.${value}`)}
              </option>
            ))}
          </QaSelectField>
          {account ? (
            waiting ? (
              <>
                <p className={styles.muted}>{t('verification.waiting')}</p>
                <div className={styles.row}>
                  <button type="button" className={styles.button} aria-describedby={statusId} onClick={() => decide('GREEN')}>
                    {t('verification.approve')}
                  </button>
                  <button type="button" className={styles.buttonGhost} aria-describedby={statusId} onClick={() => decide('RED')}>
                    {t('verification.reject')}
                  </button>
                  <button type="button" className={styles.buttonGhost} onClick={onReload}>
                    {t('reloadNow')}
                  </button>
                </div>
              </>
            ) : (
              <p className={styles.muted}>{t('verification.noneWaiting')}</p>
            )
          ) : null}
        </>
      )}
    </QaSection>
  );
}
