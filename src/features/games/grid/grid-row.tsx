import { memo } from 'react';
import type { Game } from '@/api/games/games.types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './game-grid.module.css';
import { rowItems } from './grid-layout';
import { GameTile, SkeletonTile } from './game-tile';

/** What every tile of a grid shares; one object per grid render, so rows can be memoised. */
export interface TileContext {
  locale: Locale;
  signedIn: boolean;
  liked: ReadonlySet<string>;
  isPending: (sysname: string) => boolean;
  freeSpins: ReadonlyMap<string, number>;
  onToggleFavourite: (sysname: string) => void;
}

export interface GridRowProps {
  row: number;
  /** Offset inside the grid, px. */
  top: number;
  columns: number;
  /** Cells of the whole grid: the loaded games, then skeletons for the page on its way. */
  cells: number;
  /** The loaded games; a cell past them is a skeleton. */
  games: readonly Game[];
  context: TileContext;
}

/** Same props, or only games this row does not show changed (a page arrived below it): no new render. */
function sameRow(before: GridRowProps, after: GridRowProps): boolean {
  if (
    before.row !== after.row ||
    before.top !== after.top ||
    before.columns !== after.columns ||
    before.cells !== after.cells ||
    before.context !== after.context
  ) {
    return false;
  }
  if (before.games === after.games) return true;
  return rowItems(after.row, after.columns, after.cells).every((index) => before.games[index] === after.games[index]);
}

/** One game's tile with what every tile of a grid or row shares: a grid cell unless `role` says otherwise. */
export function GridTile({
  game,
  index,
  context,
  className,
  role = 'gridcell',
}: {
  game: Game;
  index?: number;
  context: TileContext;
  className?: string;
  role?: 'gridcell' | 'listitem';
}) {
  const { locale, signedIn, liked, isPending, freeSpins, onToggleFavourite } = context;
  return (
    <GameTile
      role={role}
      className={className}
      index={index}
      game={game}
      locale={locale}
      signedIn={signedIn}
      liked={liked.has(game.sysname)}
      likePending={isPending(game.sysname)}
      freeSpins={freeSpins.get(game.sysname) ?? 0}
      onToggleFavourite={onToggleFavourite}
    />
  );
}

/** One row of the grid: its games, or skeleton tiles where the page has not arrived yet. */
export const GridRow = memo(function GridRow({ row, top, columns, cells, games, context }: GridRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={row + 1}
      className={styles.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      {rowItems(row, columns, cells).map((index) => {
        const game = games[index] as Game | undefined;
        if (!game) return <SkeletonTile key={index} role="gridcell" />;
        return <GridTile key={index} index={index} game={game} context={context} />;
      })}
    </div>
  );
}, sameRow);
