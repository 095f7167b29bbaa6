import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { useDeviceClass } from '@/lib/device/device';
import { useLocale } from '@/lib/i18n/use-locale';
import { useFavourites } from '../favourites/use-favourites';
import { useFreeSpinsByGame } from '../freespins/use-free-spins-by-game';
import { pagesForRange } from './game-pages';
import styles from './game-grid.module.css';
import { ListState } from './list-state';
import { GridRow, type TileContext } from './grid-row';
import { GRID_OVERSCAN_ROWS, gridMetrics, itemRangeOfRows, moveIndex, rowCount } from './grid-layout';
import type { GamePages } from './use-game-pages';
import { useElementBox } from './use-element-box';
import { useRouteLinkClicks } from './use-route-link-clicks';

export interface GameGridProps {
  list: GamePages;
  /** Accessible name of the grid. */
  label: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

/** Rows of skeleton tiles shown before the first page answers. */
const SKELETON_ROWS = 2;

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
 * viewport exist, so the DOM stays small with 10,000 games, and pages of games load as their rows
 * come near. Arrow keys, Home/End and PageUp/PageDown move between games.
 */
export function GameGrid({ list, label, empty }: GameGridProps) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const device = useDeviceClass();
  const [wrap, setWrap] = useState<HTMLDivElement | null>(null);
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const box = useElementBox(wrap);
  const { columns, gap, rowHeight } = gridMetrics(box.width, device);
  const total = list.total ?? 0;
  const rows = rowCount(total, columns);
  const { signedIn, liked, isPending, toggle } = useFavourites();
  const freeSpins = useFreeSpinsByGame(signedIn);
  const onClick = useRouteLinkClicks();
  const onToggleFavourite = useCallback((sysname: string) => void toggle(sysname), [toggle]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: GRID_OVERSCAN_ROWS,
    scrollMargin: box.top,
  });
  // Row height follows the container width; cached sizes must follow it too.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const virtualRows = virtualizer.getVirtualItems();
  const firstRow = virtualRows[0]?.index ?? 0;
  const lastRow = virtualRows.at(-1)?.index ?? 0;
  const known = list.total !== null;
  const { request } = list;
  useEffect(() => {
    if (!known) {
      request([0]);
      return;
    }
    // One row beyond the rendered ones, so the next page is usually there before it is seen.
    const range = itemRangeOfRows(firstRow, lastRow + 1, columns, total);
    if (range) request(pagesForRange(range[0], range[1]));
  }, [request, known, firstRow, lastRow, columns, total]);

  const context = useMemo<TileContext>(
    () => ({ locale, signedIn, liked, isPending, freeSpins, onToggleFavourite }),
    [locale, signedIn, liked, isPending, freeSpins, onToggleFavourite],
  );

  const failed = [...list.pages.values()].some((page) => page.status === 'error');
  if (!known && failed) {
    return (
      <ListState
        role="alert"
        title={t('grid.errorTitle')}
        text={t('grid.errorText')}
        action={{ label: t('grid.retry'), onClick: list.retry }}
      />
    );
  }
  if (known && total === 0) return <>{empty}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-index]');
    if (!cell || !grid) return;
    const index = Number(cell.dataset.index);
    const pageRows = Math.floor(window.innerHeight / rowHeight);
    const next = moveIndex(index, event.key, columns, total, pageRows);
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
    height: known ? virtualizer.getTotalSize() : undefined,
  } as CSSProperties;

  return (
    <div ref={setWrap} className={styles.wrap}>
      <div
        ref={setGrid}
        role="grid"
        aria-label={label}
        aria-rowcount={known ? rows : -1}
        aria-colcount={columns}
        aria-busy={!known || undefined}
        data-testid="game-grid"
        className={known ? styles.grid : styles.staticGrid}
        style={style}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {known
          ? virtualRows.map((row) => (
              <GridRow
                key={row.key}
                row={row.index}
                top={row.start - box.top}
                columns={columns}
                total={total}
                pages={list.pages}
                context={context}
              />
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <GridRow key={row} row={row} columns={columns} total={SKELETON_ROWS * columns} pages={list.pages} context={context} />
            ))}
      </div>
      {known && failed ? (
        <div className={styles.pageError} role="alert">
          <span>{t('grid.pageError')}</span>
          <Button size="sm" variant="secondary" onClick={list.retry}>
            {t('grid.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
