import { useId } from 'react';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../bonuses.module.css';
import { BonusCard, type BonusActions } from './bonus-card';

export interface BonusListProps {
  title: string;
  items: Bonus[] | undefined;
  total: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  actions: BonusActions;
}

/** A titled section of bonus cards with its loading, error, empty and "show more" states. */
export function BonusList({ title, items, total, isLoading, isError, onRetry, hasMore, loadingMore, onMore, actions }: BonusListProps) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{title}</h2>
      {isLoading ? <QuerySkeleton count={3} variant="card" /> : null}
      {isError && !items ? <LoadError onRetry={onRetry} /> : null}
      {items && items.length === 0 ? <EmptyState compact title={t('list.empty')} /> : null}
      {items && items.length > 0 ? (
        <>
          <ul className={styles.grid} aria-label={title}>
            {items.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} actions={actions} />
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('list.shown', { shown: items.length, total })}</p>
          {hasMore ? (
            <Button variant="secondary" className={styles.more} disabled={loadingMore} onClick={onMore}>
              {t('list.more')}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
