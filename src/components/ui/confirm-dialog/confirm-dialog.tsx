import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '../button/button';
import styles from './confirm-dialog.module.css';

/** Already translated texts; each falls back to the generic ui wording. */
export type ConfirmDialogProps = DialogBodyPropsOf<'confirm'>;

/** The generic yes/no dialog: resolves openDialog() with true on confirm and false on cancel. */
export function ConfirmDialog({ titleId, close, title, text, confirmLabel, cancelLabel }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('confirm.title')}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => close(false)}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button variant="primary" onClick={() => close(true)}>
          {confirmLabel ?? t('confirm.ok')}
        </Button>
      </div>
    </div>
  );
}
