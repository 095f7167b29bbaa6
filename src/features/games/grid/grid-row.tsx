import { memo } from 'react';
import type { Game } from '@/api/games/games.types';
import type { Locale } from '@/lib/i18n/locales';
import { itemAt, pageOf, type PageState } from './game-pages';
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
  /** Offset inside the grid, px; undefined for a row in normal flow (skeleton grid). */
  top?: number;
  columns: number;
  total: number;
  pages: ReadonlyMap<number, PageState<Game>>;
  context: TileContext;
}

/** Same props, or only pages this row does not show changed: the row need not render again. */
function sameRow(before: GridRowProps, after: GridRowProps): boolean {
  if (
    before.row !== after.row ||
    before.top !== after.top ||
    before.columns !== after.columns ||
    before.total !== after.total ||
    before.context !== after.context
  ) {
    return false;
  }
  if (before.pages === after.pages) return true;
  const first = after.row * after.columns;
  const last = Math.min(after.total - 1, first + after.columns - 1);
  for (let page = pageOf(first); page <= pageOf(Math.max(first, last)); page += 1) {
    if (before.pages.get(page) !== after.pages.get(page)) return false;
  }
  return true;
}

/** One row of the grid: its games, or skeleton tiles where the page has not arrived yet. */
export const GridRow = memo(function GridRow({ row, top, columns, total, pages, context }: GridRowProps) {
  const { locale, signedIn, liked, isPending, freeSpins, onToggleFavourite } = context;
  return (
    <div
      role="row"
      aria-rowindex={row + 1}
      className={top === undefined ? styles.staticRow : styles.row}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
    >
      {rowItems(row, columns, total).map((index) => {
        const game = itemAt(pages, index);
        if (!game) return <SkeletonTile key={index} role="gridcell" />;
        return (
          <GameTile
            key={index}
            role="gridcell"
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
      })}
    </div>
  );
}, sameRow);
