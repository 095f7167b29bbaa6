import type { DeviceClass } from '@/lib/device/device';

/**
 * Geometry of the virtual game grid. Rows are fixed-height (image 3:2 + a fixed info block), so the
 * virtualizer never measures and nothing shifts while images load.
 */

/** Height of the text and buttons under the image, px; the tile CSS reads it as --tile-info. */
export const TILE_INFO_HEIGHT = 92;
/** Narrowest tile that still fits its name and both buttons, px. */
export const MIN_TILE_WIDTH = 140;
/** Rows rendered beyond the viewport on each side. Small: every row costs ~35 elements. */
export const GRID_OVERSCAN_ROWS = 1;
/** The next page is asked for once the rendered rows come this close to the last loaded row. */
export const GRID_PREFETCH_ROWS = 3;
/** Skeleton rows under the loaded ones while another page is to come (and before the first). */
export const GRID_SKELETON_ROWS = 2;
/** Tiles of the first page's skeleton: two rows at the most columns; CSS hides what a narrower grid does not show. */
export const GRID_SKELETON_CELLS = GRID_SKELETON_ROWS * 5;

/**
 * Most columns per device class. Wide screens stop at 5: the content column is capped at 1320 px,
 * and bigger tiles keep the grid under 300 elements on tall desktop viewports.
 */
const MAX_COLUMNS: Readonly<Record<DeviceClass, number>> = {
  mobile: 2,
  tablet: 3,
  laptop: 4,
  laptopLarge: 5,
  desktopSmall: 5,
  desktop: 5,
  desktopMedium: 5,
  desktopLarge: 5,
};

/** Space between tiles, px. */
export function gridGap(device: DeviceClass): number {
  return device === 'mobile' ? 8 : 16;
}

/** Columns for a container width: the device's maximum, fewer when tiles would get too narrow, at least 1. */
export function columnsFor(containerWidth: number, device: DeviceClass): number {
  const gap = gridGap(device);
  const fit = Math.floor((containerWidth + gap) / (MIN_TILE_WIDTH + gap));
  return Math.max(1, Math.min(MAX_COLUMNS[device], fit));
}

export interface GridMetrics {
  columns: number;
  gap: number;
  tileWidth: number;
  imageHeight: number;
  /** One row of tiles plus the gap below it: the virtualizer's item size. */
  rowHeight: number;
}

export function gridMetrics(containerWidth: number, device: DeviceClass): GridMetrics {
  const columns = columnsFor(containerWidth, device);
  const gap = gridGap(device);
  const tileWidth = Math.max(0, (containerWidth - gap * (columns - 1)) / columns);
  const imageHeight = Math.round((tileWidth * 2) / 3);
  return { columns, gap, tileWidth, imageHeight, rowHeight: imageHeight + TILE_INFO_HEIGHT + gap };
}

/**
 * Tiles the first screen shows before the grid is measured: two rows at the device's most columns,
 * the ones the skeleton's CSS leaves visible at that width. The build renders the widest (its device
 * class is a desktop's), so hydration matches it; a client render (a route change) renders no tile
 * its CSS would hide.
 */
export function firstScreenCells(device: DeviceClass): number {
  return GRID_SKELETON_ROWS * MAX_COLUMNS[device];
}

/** Number of rows needed for `total` games. */
export function rowCount(total: number, columns: number): number {
  return columns > 0 ? Math.ceil(Math.max(0, total) / columns) : 0;
}

/** Game indexes shown in one row (the last row may be short). */
export function rowItems(row: number, columns: number, total: number): number[] {
  const start = row * columns;
  const end = Math.min(total, start + columns);
  const items: number[] = [];
  for (let index = start; index < end; index += 1) items.push(index);
  return items;
}

/**
 * Rows the virtual grid has: the loaded games, plus skeleton rows while another page is to come,
 * never more than all `total` games need. Pages load in order, so the grid grows at the bottom.
 */
export function shownRowCount(loaded: number, total: number, columns: number, more: boolean): number {
  const rows = rowCount(loaded, columns) + (more ? GRID_SKELETON_ROWS : 0);
  return Math.min(rowCount(total, columns), rows);
}

/** True when the last rendered row is within `aheadRows` of the last loaded one: time for the next page. */
export function needsNextPage(lastRenderedRow: number, loadedRows: number, aheadRows = GRID_PREFETCH_ROWS): boolean {
  return loadedRows - 1 - lastRenderedRow < aheadRows;
}

/** Where arrow keys, Home/End and PageUp/PageDown move from game `index`; null when the key is not a move. */
export function moveIndex(index: number, key: string, columns: number, total: number, pageRows: number): number | null {
  const last = total - 1;
  const rowStart = index - (index % columns);
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + 1;
      break;
    case 'ArrowLeft':
      next = index - 1;
      break;
    case 'ArrowDown':
      next = index + columns;
      break;
    case 'ArrowUp':
      next = index - columns;
      break;
    case 'Home':
      next = rowStart;
      break;
    case 'End':
      next = Math.min(last, rowStart + columns - 1);
      break;
    case 'PageDown':
      next = Math.min(last, index + columns * Math.max(1, pageRows));
      break;
    case 'PageUp':
      next = Math.max(index % columns, index - columns * Math.max(1, pageRows));
      break;
    default:
      return null;
  }
  return next >= 0 && next <= last ? next : index;
}
