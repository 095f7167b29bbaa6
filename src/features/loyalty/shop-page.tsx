import { Link } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useLoyaltyGetInfoQuery, useLoyaltyGetProductsQuery } from '@/api/loyalty/loyalty-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { ProductCard } from './components/product-card';
import styles from './loyalty.module.css';
import { levelAllows, useBuyProduct } from './use-buy-product';
import { usePoints } from './use-points';

/** /loyalty/shop: the products, the player's points, and the purchase flow of use-buy-product. */
export function ShopPage() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const hydrated = useHydrationDone();
  const session = useSession();
  const points = usePoints();
  const info = useLoyaltyGetInfoQuery({ locale }, { skip: !hydrated || !session.isPlayer });
  const products = useLoyaltyGetProductsQuery({ locale }, { skip: !hydrated });
  const { isBusy, buy } = useBuyProduct(info.data);
  const levelNames = new Map(info.data?.levels.map((level) => [level.sysname, level.name]));

  return (
    <div className={styles.page}>
      <title>{t('meta.shop')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('shop.title')}</h1>
        <p className={styles.lead}>{t('shop.lead')}</p>
        {session.isPlayer && info.data ? (
          <p className={styles.price} role="status" aria-live="polite">
            {t('shop.balance', { points: points(info.data.points) })}
          </p>
        ) : null}
        {session.isVisitor ? <p className={styles.muted}>{t('shop.visitor')}</p> : null}
        <div className={styles.links}>
          <Link className={styles.textLink} to={href(locale, 'loyalty')}>← {t('shop.toLoyalty')}</Link>
        </div>
      </header>
      {/* Before hydration the query waits (skip), so the prerendered page shows the skeleton. */}
      <QueryState
        query={products}
        loading="skeleton"
        shape="card"
        count={6}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('shop.empty') }}
      >
        {(data) => (
          <ul className={styles.grid} aria-label={t('shop.listLabel')}>
            {data.items.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  levelName={product.min_level ? (levelNames.get(product.min_level) ?? product.min_level) : null}
                  locked={session.isPlayer && !levelAllows(product, info.data)}
                  busy={isBusy(product)}
                  onBuy={buy}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
