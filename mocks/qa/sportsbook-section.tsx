import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expireSportsbookTokens, setForcedOutcome, settleDueBets, sportsbookTable } from '../db/sportsbook-tables';
import styles from '../qa-panel.module.css';

const CHOICES = ['random', 'win', 'lose', 'void'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * The mock sportsbook's switches (as mock_bets does): the outcome of the next settlements, settling
 * every open bet at once, and expiring the vendor tokens (the frame then asks the host for a new one).
 */
export function SportsbookSection() {
  // Its words live in the sportsbook namespace: the panel must not wait for them to open.
  const { t, ready } = useTranslation('sportsbook', { useSuspense: false });
  const ids = { title: useId(), outcome: useId(), status: useId() };
  const [choice, setChoice] = useState<Choice>(() => sportsbookTable().forced ?? 'random');
  const [status, setStatus] = useState('');

  const choose = (next: Choice) => {
    setChoice(next);
    setForcedOutcome(next === 'random' ? null : next);
  };

  if (!ready) return null;
  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.sectionTitle}>
        {t('qa.title')}
      </h3>
      <label htmlFor={ids.outcome} className={styles.label}>{t('qa.outcome')}</label>
      <select id={ids.outcome} className={styles.input} value={choice} onChange={(event) => choose(event.target.value as Choice)}>
        {CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(`qa.${value}`)}
          </option>
        ))}
      </select>
      <button type="button" className={styles.button} aria-describedby={ids.status} onClick={() => setStatus(t('qa.settled', { count: settleDueBets(Date.now(), true) }))}>
        {t('qa.settleNow')}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-describedby={ids.status}
        onClick={() => {
          expireSportsbookTokens();
          setStatus(t('qa.expired'));
        }}
      >
        {t('qa.expireToken')}
      </button>
      <p id={ids.status} className={styles.muted} role="status">
        {status}
      </p>
    </section>
  );
}
