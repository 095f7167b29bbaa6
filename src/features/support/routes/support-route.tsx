import { useId } from 'react';
import { useSession } from '@/api/account/use-session';
import { requestChatOpen } from '@/api/support/chat-settings';
import { useSupportGetSettingsQuery } from '@/api/support/support-api';
import { Button } from '@/components/ui/button/button';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FeedbackForm } from '../components/feedback-form';
import styles from '../support.module.css';

/**
 * /support (SPEC §2): the feedback form (support.sendFeedback) and the live chat offer from
 * support.getSettings. Prerendered as a visitor: the settings and the player's name and email
 * arrive after hydration.
 */
export function Component() {
  const { t } = useTranslation('support');
  const hydrated = useHydrationDone();
  const { account, isPlayer } = useSession();
  const { data: settings, isLoading } = useSupportGetSettingsQuery(undefined, { skip: !hydrated });
  const formTitleId = useId();
  const chatTitleId = useId();

  const player = hydrated && isPlayer && account ? account : null;
  const initial = player
    ? { name: player.fakename ?? '', email: player.login && player.login.includes('@') ? player.login : '' }
    : {};
  const chatOn = settings !== undefined && settings.config.vendor !== 'none';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby={formTitleId}>
          <h2 id={formTitleId} className={styles.cardTitle}>
            {t('feedback.title')}
          </h2>
          <p className={styles.muted}>{t('feedback.intro')}</p>
          <FeedbackForm initial={initial} titleId={formTitleId} />
        </section>
        <aside className={styles.card} aria-labelledby={chatTitleId}>
          <h2 id={chatTitleId} className={styles.cardTitle}>
            {t('chat.title')}
          </h2>
          <p className={styles.muted} aria-live="polite">
            {!hydrated || isLoading ? t('chat.intro') : chatOn ? t('chat.available') : t('chat.unavailable')}
          </p>
          {chatOn ? (
            <Button variant="secondary" onClick={requestChatOpen}>
              {t('chat.open')}
            </Button>
          ) : null}
          <p className={styles.note}>{t('chat.note')}</p>
        </aside>
      </div>
    </div>
  );
}
