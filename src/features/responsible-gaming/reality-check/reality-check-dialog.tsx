import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../responsible-gaming.module.css';

export type RealityCheckDialogProps = DialogBodyPropsOf<'realityCheck'>;

/** Whole minutes since `startedAt`, re-read every half minute. */
function useMinutesSince(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 60_000));
}

/**
 * The reality check: how long this session has lasted and what it has won
 * or lost, then continue or leave. Opened with preventClose by the watcher, which pauses the game
 * frame until the player answers.
 */
export function RealityCheckDialog({ titleId, close, startedAt, net, currency }: RealityCheckDialogProps) {
  const { t } = useTranslation('responsible-gaming');
  const minutes = useMinutesSince(startedAt);
  const hours = Math.floor(minutes / 60);
  const played = hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes: minutes % 60 }) : t('realityCheck.minutes', { count: minutes });
  const result = `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net), currency)}`;

  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {t('realityCheck.title')}
      </h2>
      <p className={styles.muted}>{t('realityCheck.text')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('realityCheck.played')}</dt>
          <dd>{played}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.net')}</dt>
          <dd data-sign={net > 0 ? 'plus' : net < 0 ? 'minus' : undefined}>{result}</dd>
        </div>
      </dl>
      <div className={styles.dialogActions}>
        <Button variant="primary" size="lg" fullWidth onClick={() => close('continue')}>
          {t('realityCheck.continue')}
        </Button>
        <Button variant="ghost" size="lg" fullWidth onClick={() => close('leave')}>
          {t('realityCheck.leave')}
        </Button>
      </div>
    </div>
  );
}
