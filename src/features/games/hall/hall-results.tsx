import { useMemo } from 'react';
import { useGamesGetLikesQuery } from '@/api/games/games-api';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import { GameGrid } from '../grid/game-grid';
import { type GameListFilter, useGameList } from '../grid/use-game-list';
import { type HallFilters, hasActiveFilters, listFilterOf } from './hall-filters';
import styles from './hall-page.module.css';

export interface HallResultsProps {
  filters: HallFilters;
  signedIn: boolean;
  onClear: () => void;
  onShowAll: () => void;
  onSignIn: () => void;
}

/** The results of the current filters: count, clear action and the grid (or why there is none). */
export function HallResults({ filters, signedIn, onClear, onShowAll, onSignIn }: HallResultsProps) {
  const { t } = useTranslation('games');
  const favourites = filters.tab === 'favourites';
  const likes = useGamesGetLikesQuery(undefined, { skip: !signedIn || !favourites });
  const filter = useMemo(() => listFilterOf(filters, likes.data), [filters, likes.data]);

  if (favourites && !signedIn) {
    return (
      <EmptyState
        title={t('favourites.signInTitle')}
        text={t('favourites.signInText')}
        action={{ label: t('favourites.signIn'), onClick: onSignIn }}
      />
    );
  }
  // A new filter is a new list (its own cache entry): the key starts the grid again from the top.
  const list = <HallList key={JSON.stringify(filter)} filter={filter} filtered={hasActiveFilters(filters)} favourites={favourites} onClear={onClear} />;
  if (!favourites) return list;
  return (
    <QueryState
      query={likes}
      loading="spinner"
      error={{ title: t('grid.errorTitle'), message: t('grid.errorText') }}
      empty={{ title: t('favourites.emptyTitle'), text: t('favourites.emptyText'), action: { label: t('favourites.browse'), onClick: onShowAll } }}
    >
      {() => list}
    </QueryState>
  );
}

interface HallListProps {
  filter: GameListFilter;
  filtered: boolean;
  favourites: boolean;
  onClear: () => void;
}

function HallList({ filter, filtered, favourites, onClear }: HallListProps) {
  const { t } = useTranslation('games');
  const list = useGameList(filter);
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {list.total === null ? t('hall.loading') : t('hall.count', { count: list.total })}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <GameGrid
        list={list}
        label={favourites ? t('favourites.gridLabel') : t('hall.gridLabel')}
        empty={
          <EmptyState
            title={t('hall.emptyTitle')}
            text={filtered ? t('hall.emptyText') : t('hall.emptyCatalogue')}
            action={filtered ? { label: t('filters.clear'), onClick: onClear } : undefined}
          />
        }
      />
    </>
  );
}
