import { useCallback } from 'react';
import { Link } from 'react-router';
import { useGamesGetCategoriesQuery, useGamesGetQuery } from '@/api/games/games-api';
import type { Category } from '@/api/games/games.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { useNodeState } from '@/lib/hooks/use-node-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useFavourites } from '../favourites/use-favourites';
import { useFreeSpinsByGame } from '../freespins/use-free-spins-by-game';
import { SkeletonTile } from '../grid/game-tile';
import { GridTile, type TileContext } from '../grid/grid-row';
import { useRouteLinkClicks } from '../grid/use-route-link-clicks';
import styles from './game-category-rows.module.css';

export interface GameCategoryRowsProps {
  /** How many categories (in catalogue order). */
  rows?: number;
  /** Games per row. */
  perRow?: number;
}

/**
 * Horizontal rows of games by category for the home page, each with an "All" link into the hall.
 * A row asks for its games only when it comes near the viewport, so rows below the fold cost nothing.
 */
export function GameCategoryRows({ rows = 6, perRow = 12 }: GameCategoryRowsProps) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const { data: categories } = useGamesGetCategoriesQuery(locale);
  const { signedIn, liked, isPending, toggle } = useFavourites();
  const freeSpins = useFreeSpinsByGame(signedIn);
  const onClick = useRouteLinkClicks();
  const onToggleFavourite = useCallback((sysname: string) => void toggle(sysname), [toggle]);
  const context: TileContext = { locale, signedIn, liked, isPending, freeSpins, onToggleFavourite };
  const shown = (categories ?? []).filter((category) => category.games_count > 0).slice(0, rows);

  return (
    // Clicks on the tiles' plain links are routed here (see useRouteLinkClicks); keys activate links natively.
    <div className={styles.rows} aria-label={t('rows.label')} role="region" onClick={onClick}>
      {shown.map((category) => (
        <CategoryRow key={category.id} category={category} perRow={perRow} context={context} />
      ))}
    </div>
  );
}

interface CategoryRowProps {
  category: Category;
  perRow: number;
  context: TileContext;
}

function CategoryRow({ category, perRow, context }: CategoryRowProps) {
  const { t } = useTranslation('games');
  const [node, nodeRef] = useNodeState<HTMLElement>();
  const near = useNearViewport(node);
  const { data, isError, refetch } = useGamesGetQuery({ category: category.id, count: perRow }, { skip: !near });
  const titleId = `games-row-${category.id}`;
  const { locale } = context;

  return (
    <section ref={nodeRef} className={styles.row} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {category.name}
        </h2>
        <Link
          className={styles.all}
          to={href(locale, 'gamehall', undefined, { category: category.id })}
          aria-label={t('rows.allAria', { name: category.name })}
        >
          {t('rows.all')}
        </Link>
      </div>
      <QueryState
        query={{ data: data?.items, isError, refetch }}
        // Tiles of the row's own shape while it loads (or waits to come near), so the row does not move.
        loading={
          <div className={styles.track} role="list" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => <SkeletonTile key={index} role="listitem" className={styles.tile} />)}
          </div>
        }
        error={{ message: t('rows.error') }}
      >
        {(games) => (
          <div className={styles.track} role="list">
            {games.map((game) => <GridTile key={game.sysname} role="listitem" className={styles.tile} game={game} context={context} />)}
          </div>
        )}
      </QueryState>
    </section>
  );
}
