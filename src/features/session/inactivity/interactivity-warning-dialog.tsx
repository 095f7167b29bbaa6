import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { formatDuration } from '@/lib/format/duration';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../session-dialogs.module.css';
import { spokenRemaining } from './spoken-remaining';

/** The warning resolves its dialog promise with 'stay' when the player pressed the button. */
export type InteractivityWarningDialogProps = DialogBodyPropsOf<'interactivityWarning'>;

/**
 * The inactivity warning of SPEC §4 ('interactivityWarning', opened with preventClose by the
 * inactivity watcher): no close button, a countdown for the last 20%, one way to stay.
 * The visible timer is not live (role timer); a separate polite region speaks only whole
 * minutes, then 30 and 10 seconds, so a screen reader is not interrupted every second.
 */
export function InteractivityWarningDialog({ titleId, close, deadline }: InteractivityWarningDialogProps) {
  const { t } = useTranslation('session');
  const remaining = useCountdown(deadline);
  const spoken = spokenRemaining(remaining);
  // A live region only speaks changes: it starts empty and gets its first text right after mount.
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setSpeaking(true), 100);
    return () => clearTimeout(id);
  }, []);

  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M9 2h6" />
        </svg>
      </div>
      <h2 id={titleId} className={styles.title}>
        {t('inactivity.title')}
      </h2>
      <p className={styles.text}>
        {t('inactivity.text')}
      </p>
      <p className={styles.countdown} role="timer" aria-label={t('inactivity.timerLabel')}>
        {formatDuration(remaining, 'm:ss')}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {speaking ? t(`inactivity.remaining.${spoken.unit}`, { count: spoken.count }) : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" size="lg" fullWidth onClick={() => close('stay')}>
          {t('inactivity.stay')}
        </Button>
      </div>
    </div>
  );
}
