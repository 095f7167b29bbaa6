import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../loyalty.module.css';
import { usePoints } from '../use-points';

/** The purchase went through: what was bought and the points left. */
export function ShopSuccessDialog({ titleId, close, title, pointsLeft }: DialogBodyPropsOf<'loyaltyShopBuy'>) {
  const { t } = useTranslation('loyalty');
  const points = usePoints();
  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{t('success.title')}</h2>
      <p>{t('success.text', { title })}</p>
      <p className={styles.muted}>{t('success.left', { points: points(pointsLeft) })}</p>
      <div className={styles.dialogActions}>
        <Button onClick={() => close()}>{t('success.close')}</Button>
      </div>
    </div>
  );
}
