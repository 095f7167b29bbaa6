import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { expireSportsbookTokens, setForcedOutcome, settleDueBets, sportsbookTable } from '../sportsbook/sportsbook-tables';
import styles from './qa-panel.module.css';
import { QaSelectField } from './qa-fields';
import { QaSection } from './qa-section';

const CHOICES = ['random', 'win', 'lose', 'void'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * The mock sportsbook's switches (as mock_bets does): the outcome of the next settlements, settling
 * every open bet at once, and expiring the vendor tokens (the frame then asks the host for a new one).
 */
export function SportsbookSection() {
  // Its words live in the sportsbook namespace: the panel must not wait for them to open.
  const { t, ready } = useTranslation('sportsbook', { useSuspense: false });
  const [choice, setChoice] = useState<Choice>(() => sportsbookTable().forced ?? 'random');
  const [status, setStatus] = useState('');

  const choose = (next: Choice) => {
    setChoice(next);
    setForcedOutcome(next === 'random' ? null : next);
  };

  if (!ready) return null;
  return (
    <QaSection title={t('qa.title')} status={status}>
      {(statusId) => (
        <>
          <QaSelectField label={t('qa.outcome')} value={choice} onChange={(value) => choose(value as Choice)}>
            {CHOICES.map((value) => (
              <option key={value} value={value}>
                {t(`qa.${value}`)}
              </option>
            ))}
          </QaSelectField>
          <button type="button" className={styles.button} aria-describedby={statusId} onClick={() => setStatus(t('qa.settled', { count: settleDueBets(Date.now(), true) }))}>
            {t('qa.settleNow')}
          </button>
          <button
            type="button"
            className={styles.button}
            aria-describedby={statusId}
            onClick={() => {
              expireSportsbookTokens();
              setStatus(t('qa.expired'));
            }}
          >
            {t('qa.expireToken')}
          </button>
        </>
      )}
    </QaSection>
  );
}
