import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../loyalty.module.css';
import { usePoints } from '../use-points';

/** "Buy X for N points?": true to buy, false to cancel. */
export function ShopConfirmDialog({ titleId, close, title, price }: DialogBodyPropsOf<'loyaltyShopConfirm'>) {
  const { t } = useTranslation('loyalty');
  const points = usePoints();
  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{t('confirm.title', { title })}</h2>
      <p className={styles.muted}>{t('confirm.text', { points: points(price) })}</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={() => close(false)}>{t('confirm.cancel')}</Button>
        <Button onClick={() => close(true)}>{t('confirm.confirm')}</Button>
      </div>
    </div>
  );
}
