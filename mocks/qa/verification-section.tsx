import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAccount } from '../db/accounts';
import { decidePendingReview, pendingApplicantOf, VERIFICATION_REVIEWS, type VerificationReview, verificationReview } from '../db/rg-tables';
import styles from '../qa-panel.module.css';
import { setVerificationOutcome } from '../scenarios';

/**
 * The mock identity check (Sumsub stand-in, decision records 023 and 030): how the review of the
 * next submitted check answers (as mock_verification does), and, for the signed-in player's check
 * still waiting, approving or rejecting it now.
 */
export function VerificationSection({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('qa');
  const ids = { title: useId(), review: useId(), status: useId() };
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
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('verification.title')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={ids.review} className={styles.label}>
          {t('verification.review')}
        </label>
        <select
          id={ids.review}
          className={styles.input}
          value={review}
          aria-describedby={ids.status}
          onChange={(event) => {
            const next = event.target.value as VerificationReview;
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
        </select>
      </div>
      {account ? (
        waiting ? (
          <>
            <p className={styles.muted}>{t('verification.waiting')}</p>
            <div className={styles.row}>
              <button type="button" className={styles.button} aria-describedby={ids.status} onClick={() => decide('GREEN')}>
                {t('verification.approve')}
              </button>
              <button type="button" className={styles.buttonGhost} aria-describedby={ids.status} onClick={() => decide('RED')}>
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
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
