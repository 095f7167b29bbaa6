import { useId } from 'react';
import { useSession } from '@/api/account/use-session';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DepositLimitSection } from './components/deposit-limit-section';
import { SelfExclusionSection } from './components/self-exclusion-section';
import { SessionLimitSection } from './components/session-limit-section';
import styles from './responsible-gaming.module.css';
import { useRgTools } from './use-rg-tools';

/**
 * /profile/responsible-game (SPEC §2; decision record 023): the deposit limit always; the session
 * reminder, the session time limit and self-exclusion each when the site configuration has them.
 */
export function ResponsibleGamePage() {
  const { t } = useTranslation('responsible-gaming');
  const { account, isPlayer } = useSession();
  const tools = useRgTools();
  const reminderId = useId();
  const currency = account?.balance_main.currency ?? 'EUR';
  const minutes = Math.round(tools.realityCheckInterval / 60);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {!isPlayer ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <DepositLimitSection currency={currency} />
          {tools.realityCheck ? (
            <section className={styles.section} aria-labelledby={reminderId}>
              <h2 id={reminderId} className={styles.sectionTitle}>
                {t('realityCheck.sectionTitle')}
              </h2>
              <p className={styles.muted}>
                {minutes >= 1
                  ? t('realityCheck.every', { count: minutes })
                  : t('realityCheck.everySeconds', { count: tools.realityCheckInterval })}
              </p>
            </section>
          ) : null}
          {tools.sessionTimeLimit ? <SessionLimitSection /> : null}
          {tools.selfExclusion ? <SelfExclusionSection /> : null}
        </>
      )}
    </div>
  );
}
