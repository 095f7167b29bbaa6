import type { LoyaltyProduct } from '@/api/loyalty/loyalty.types';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../loyalty.module.css';
import { usePoints } from '../use-points';
import { LoyaltyImage } from './loyalty-image';

export interface ProductCardProps {
  product: LoyaltyProduct;
  /** The level's name when the product needs one. */
  levelName: string | null;
  /** The player's level is below the product's. */
  locked: boolean;
  busy: boolean;
  onBuy: (product: LoyaltyProduct) => void;
}

/** One product of the points shop: picture, title, description, price and "Buy". */
export function ProductCard({ product, levelName, locked, busy, onBuy }: ProductCardProps) {
  const { t } = useTranslation('loyalty');
  const points = usePoints();
  const titleId = `loyalty-product-${product.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <LoyaltyImage src={product.image} />
        <h3 id={titleId} className={styles.cardTitle}>{product.title}</h3>
      </div>
      <p className={styles.cardText}>{product.description}</p>
      {levelName ? <span className={styles.badge}>{t('shop.minLevel', { level: levelName })}</span> : null}
      <div className={styles.cardFoot}>
        <span className={styles.price}>{points(product.price)}</span>
        <Button size="sm" loading={busy} disabled={locked} onClick={() => onBuy(product)} aria-label={t('shop.buyLabel', { title: product.title })}>
          {t('shop.buy')}
        </Button>
      </div>
    </article>
  );
}
