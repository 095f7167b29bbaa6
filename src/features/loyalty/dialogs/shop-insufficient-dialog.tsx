import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../loyalty.module.css';
import { usePoints } from '../use-points';

/** Too few points: the price, what the player has, what is missing and where to earn more. */
export function ShopInsufficientDialog({ titleId, close, title, price, points: have }: DialogBodyPropsOf<'loyaltyShopInsufficientFunds'>) {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const points = usePoints();
  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{t('insufficient.title')}</h2>
      <p>{t('insufficient.text', { title, price: points(price), have: points(have) })}</p>
      <p className={styles.muted}>{t('insufficient.missing', { points: points(Math.max(0, price - have)) })}</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={() => close()}>{t('insufficient.close')}</Button>
        <Button href={href(locale, 'gamehall')} onClick={() => close()}>{t('insufficient.toGames')}</Button>
      </div>
    </div>
  );
}
