import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { updateNow, usePwaState } from '@/lib/pwa/pwa-state';
import { useHasUnsavedInput } from '@/lib/pwa/unsaved-input';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import styles from './update-prompt.module.css';

/**
 * The web app's prompt (SPEC §4; decision record 026), loaded only once there is something to say:
 * - a newer build while a form holds typed input: it says the update waits for the form, and
 *   offers to update now after asking, since typed text would be lost (without typed input the
 *   update policy reloads by itself and this banner only flashes);
 * - offline: pages visited before still open;
 * - offline ready: one toast when the service worker first precached the app (its first install).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const dispatch = useAppDispatch();
  const { needRefresh, offline, justInstalled } = usePwaState();
  const unsaved = useHasUnsavedInput();
  const [dismissed, setDismissed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const announced = useRef(false);

  useEffect(() => {
    if (!justInstalled || announced.current) return;
    announced.current = true;
    dispatch(showToast({ kind: 'success', message: t('offlineReady') }));
  }, [justInstalled, dispatch, t]);

  const showUpdate = needRefresh && !dismissed;
  // The question only stands while there is typed text to lose.
  const asking = confirming && unsaved;
  if (!showUpdate && !offline) return null;

  return (
    <div className={styles.stack}>
      {offline && (
        <p className={`${styles.banner} ${styles.offline}`} role="status" data-testid="pwa-offline">
          {t('offline')}
        </p>
      )}
      {showUpdate && (
        <section className={styles.banner} aria-labelledby={titleId} data-testid="pwa-update-prompt">
          <h2 id={titleId} className={styles.title}>
            {t('update.title')}
          </h2>
          <p className={styles.text} role="status">
            {asking ? t('update.confirm') : unsaved ? t('update.waiting') : t('update.ready')}
          </p>
          <div className={styles.actions}>
            {asking ? (
              <>
                <Button autoFocus size="sm" variant="primary" onClick={updateNow}>
                  {t('update.confirmYes')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  {t('update.confirmNo')}
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="primary" onClick={() => (unsaved ? setConfirming(true) : updateNow())}>
                  {t('update.now')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
                  {t('update.later')}
                </Button>
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
