import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { LoadError } from '@/components/ui/query-state/load-error';
import { WithLoadMore } from '@/components/ui/query-state/load-more';
import { useDeviceClass } from '@/lib/device/device';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useFavourites } from '../favourites/use-favourites';
import { useFreeSpinsByGame } from '../freespins/use-free-spins-by-game';
import styles from './game-grid.module.css';
import { SkeletonTile } from './game-tile';
import { GridRow, GridTile, type TileContext } from './grid-row';
import { firstScreenCells, GRID_OVERSCAN_ROWS, GRID_SKELETON_CELLS, gridMetrics, moveIndex, needsNextPage, rowCount, shownRowCount } from './grid-layout';
import type { GameList } from './use-game-list';
import type { Game } from '@/api/games/games.types';
import { useNodeState } from '@/lib/hooks/use-node-state';
import { useElementBox } from './use-element-box';
import { useRouteLinkClicks } from './use-route-link-clicks';

export interface GameGridProps {
  list: GameList;
  /** Accessible name of the grid. */
  label: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

/**
 * The first page's skeleton. Its columns and tile heights come from CSS alone (game-grid.module.css),
 * not from the measured width: the prerendered HTML has no width to measure, and a skeleton laid out
 * by JavaScript moved its rows on hydration (a layout shift on phones).
 */
function FirstPageSkeleton() {
  return (
    <div role="row" aria-rowindex={1} className={styles.skeletonRow}>
      {Array.from({ length: GRID_SKELETON_CELLS }, (_, index) => (
        <SkeletonTile key={index} role="gridcell" className={styles.skeletonCell} />
      ))}
    </div>
  );
}

/**
 * The first games before the grid has a width to lay out: the build rendered
 * the hall with its first page, and hydration renders it the same way, in the skeleton's CSS-only
 * layout (two rows at the most columns, CSS hides what a narrower grid does not show). A route
 * change renders only the `cells` its device shows. Once measured, the virtual rows take over at
 * the same places.
 */
function FirstScreen({ games, cells, context }: { games: readonly Game[]; cells: number; context: TileContext }) {
  return (
    <div role="row" aria-rowindex={1} className={styles.skeletonRow}>
      {games.slice(0, cells).map((game, index) => (
        <GridTile key={index} index={index} game={game} context={context} className={styles.firstCell} />
      ))}
    </div>
  );
}

/** Moves focus to the same control of game `index` once its row is rendered (it may need a scroll first). */
function focusCell(grid: HTMLElement, index: number, control: string | undefined, attempts = 10) {
  const cell = grid.querySelector<HTMLElement>(`[data-index="${index}"]`);
  const target = (control && cell?.querySelector<HTMLElement>(`[data-control="${control}"]`)) || cell?.querySelector<HTMLElement>('a, button');
  if (target) {
    target.focus();
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => focusCell(grid, index, control, attempts - 1));
}

/**
 * The hall's virtual grid (@tanstack/react-virtual, window scrolling): only the rows near the
 * viewport exist, so the DOM stays small with 10,000 games. Pages load in order: the grid has the
 * rows of the loaded games (plus skeleton rows for the page to come) and asks for the next page when
 * its last loaded row comes near. `aria-rowcount` is the row count of all matching games. Arrow
 * keys, Home/End and PageUp/PageDown move between the loaded games.
 */
export function GameGrid({ list, label, empty }: GameGridProps) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const device = useDeviceClass();
  const [wrap, wrapRef] = useNodeState<HTMLDivElement>();
  const [grid, gridRef] = useNodeState<HTMLDivElement>();
  const box = useElementBox(wrap);
  const { columns, gap, rowHeight } = gridMetrics(box.width, device);
  const known = list.total !== null;
  // No width yet: the build's render, hydration, and the render before the box is read.
  const measured = box.width > 0;
  const total = list.total ?? 0;
  const loaded = list.games.length;
  const more = list.hasMore && !list.failed;
  const loadedRows = rowCount(loaded, columns);
  const rows = shownRowCount(loaded, total, columns, more);
  const cells = Math.min(total, rows * columns);
  const { signedIn, liked, isPending, toggle } = useFavourites();
  const freeSpins = useFreeSpinsByGame(signedIn);
  const onClick = useRouteLinkClicks();
  const onToggleFavourite = useCallback((sysname: string) => void toggle(sysname), [toggle]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: GRID_OVERSCAN_ROWS,
    scrollMargin: box.top,
    // Not while the first screen stands in (the build's render, hydration): its window observers
    // re-render the grid from a layout effect, synchronously, inside the hydration's commit.
    // Once enabled, the window's size gives the rows of its first render.
    enabled: measured,
    // eslint-disable-next-line start/render-matches-markup -- the virtualiser renders rows only once measured, after hydration
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
  });
  // Row height follows the container width; cached sizes must follow it too.
  useEffect(() => {
    if (measured) virtualizer.measure();
  }, [virtualizer, rowHeight, measured]);

  const virtualRows = virtualizer.getVirtualItems();
  const lastRow = virtualRows.at(-1)?.index ?? 0;
  const { loadMore } = list;
  useEffect(() => {
    if (known && more && needsNextPage(lastRow, loadedRows)) loadMore();
  }, [known, more, lastRow, loadedRows, loadMore]);

  const context = useMemo<TileContext>(
    () => ({ locale, signedIn, liked, isPending, freeSpins, onToggleFavourite }),
    [locale, signedIn, liked, isPending, freeSpins, onToggleFavourite],
  );

  if (!known && list.failed) {
    return <LoadError title={t('grid.errorTitle')} message={t('grid.errorText')} onRetry={list.retry} />;
  }
  if (known && total === 0) return <>{empty}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-index]');
    if (!cell || !grid) return;
    const index = Number(cell.dataset.index);
    const pageRows = Math.floor(window.innerHeight / rowHeight);
    // Only loaded games take focus; the next page comes as their rows near the viewport.
    const next = moveIndex(index, event.key, columns, loaded, pageRows);
    if (next === null) return;
    event.preventDefault();
    if (next === index) return;
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' });
    focusCell(grid, next, target.dataset.control);
  };

  const style = {
    '--grid-columns': columns,
    '--grid-gap': `${gap}px`,
    '--grid-row-height': `${rowHeight - gap}px`,
    height: known && measured ? virtualizer.getTotalSize() : undefined,
  } as CSSProperties;

  // The grid asks for its pages as it scrolls (no button); a failure under it is retried by
  // list.retry, the next page alone when that is what failed.
  const nextPage = { hasNextPage: more, isFetchingNextPage: false, isFetchNextPageError: known && list.failed, fetchNextPage: list.retry };

  return (
    <WithLoadMore more={{ query: nextPage, error: list.failedNextPage ? t('grid.pageError') : undefined }} data={list.games}>
      {() => (
        <div ref={wrapRef} className={styles.wrap}>
          <div
            ref={gridRef}
            role="grid"
            aria-label={label}
            aria-rowcount={known ? rowCount(total, columns) : -1}
            aria-colcount={columns}
            aria-busy={!known || undefined}
            data-testid="game-grid"
            className={known && measured ? styles.grid : styles.skeletonGrid}
            style={style}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            {known && !measured ? <FirstScreen games={list.games} cells={firstScreenCells(device)} context={context} /> : null}
            {known && measured
              ? virtualRows.map((row) => (
                  <GridRow
                    key={row.key}
                    row={row.index}
                    top={row.start - box.top}
                    columns={columns}
                    cells={cells}
                    games={list.games}
                    context={context}
                  />
                ))
              : null}
            {known ? null : <FirstPageSkeleton />}
          </div>
        </div>
      )}
    </WithLoadMore>
  );
}
