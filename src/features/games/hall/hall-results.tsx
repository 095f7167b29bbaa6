import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamesGetLikesQuery } from '@/api/games/games-api';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { GameGrid } from '../grid/game-grid';
import { ListState } from '../grid/list-state';
import { type GameListFilter, useGamePages } from '../grid/use-game-pages';
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
      <ListState
        title={t('favourites.signInTitle')}
        text={t('favourites.signInText')}
        action={{ label: t('favourites.signIn'), onClick: onSignIn }}
      />
    );
  }
  if (favourites && likes.isError) {
    return (
      <ListState
        role="alert"
        title={t('grid.errorTitle')}
        text={t('grid.errorText')}
        action={{ label: t('grid.retry'), onClick: () => void likes.refetch() }}
      />
    );
  }
  if (favourites && !likes.data) return <Spinner />;
  if (favourites && likes.data?.length === 0) {
    return (
      <ListState
        title={t('favourites.emptyTitle')}
        text={t('favourites.emptyText')}
        action={{ label: t('favourites.browse'), onClick: onShowAll }}
      />
    );
  }
  // A new filter is a new list: the key starts it from an empty page set.
  return <HallList key={JSON.stringify(filter)} filter={filter} filtered={hasActiveFilters(filters)} favourites={favourites} onClear={onClear} />;
}

interface HallListProps {
  filter: GameListFilter;
  filtered: boolean;
  favourites: boolean;
  onClear: () => void;
}

function HallList({ filter, filtered, favourites, onClear }: HallListProps) {
  const { t } = useTranslation('games');
  const list = useGamePages(filter);
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
          <ListState
            title={t('hall.emptyTitle')}
            text={filtered ? t('hall.emptyText') : t('hall.emptyCatalogue')}
            action={filtered ? { label: t('filters.clear'), onClick: onClear } : undefined}
          />
        }
      />
    </>
  );
}
