import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../loyalty.module.css';

/** "Switch to X?": true to switch, false to keep the current character. */
export function CharacterConfirmDialog({ titleId, close, name }: DialogBodyPropsOf<'loyaltyCharacterChangeConfirm'>) {
  const { t } = useTranslation('loyalty');
  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{t('character.confirmTitle', { name })}</h2>
      <p className={styles.muted}>{t('character.confirmText')}</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={() => close(false)}>{t('character.cancel')}</Button>
        <Button onClick={() => close(true)}>{t('character.confirm')}</Button>
      </div>
    </div>
  );
}
