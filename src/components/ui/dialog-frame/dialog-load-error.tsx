import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '../button/button';
import styles from './dialog-frame.module.css';

/** What a dialog shows when its body could not be loaded; closing always works, even with preventClose. */
export function DialogLoadError({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.error}>
      <p id={titleId} role="alert">
        {t('dialog.loadError')}
      </p>
      <Button variant="ghost" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}
