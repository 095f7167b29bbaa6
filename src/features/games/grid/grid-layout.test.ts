import { DEVICE_CLASS_MIN_WIDTH, getDeviceClass } from '@/lib/device/device';
import {
  columnsFor,
  GRID_OVERSCAN_ROWS,
  GRID_SKELETON_ROWS,
  gridMetrics,
  moveIndex,
  needsNextPage,
  rowCount,
  rowItems,
  shownRowCount,
  TILE_INFO_HEIGHT,
} from './grid-layout';

describe('grid geometry', () => {
  it('uses the device maximum of columns when tiles fit, and fewer when they would get too narrow', () => {
    expect(columnsFor(351, 'mobile')).toBe(2);
    expect(columnsFor(1288, 'desktop')).toBe(5);
    expect(columnsFor(1288, 'desktopLarge')).toBe(5);
    expect(columnsFor(736, 'tablet')).toBe(3);
    expect(columnsFor(960, 'laptop')).toBe(4);
    // A narrow container on a wide screen (a side panel) still gets readable tiles.
    expect(columnsFor(400, 'desktop')).toBe(2);
    expect(columnsFor(0, 'desktop')).toBe(1);
  });

  it('keeps a 3:2 image and a fixed info block in each row', () => {
    const metrics = gridMetrics(1288, 'desktop');
    expect(metrics.tileWidth).toBeCloseTo((1288 - 4 * 16) / 5);
    expect(metrics.imageHeight).toBe(Math.round((metrics.tileWidth * 2) / 3));
    expect(metrics.rowHeight).toBe(metrics.imageHeight + TILE_INFO_HEIGHT + 16);
  });

  it('renders few enough tiles for the 300-element budget at common viewports', () => {
    // Worst case: a partly visible row at each edge plus the overscan rows, ~7 elements per tile.
    const viewports = [
      [1440, 900],
      [1920, 1080],
      [1366, 768],
      [375, 812],
      [768, 1024],
    ];
    for (const [width, height] of viewports) {
      const device = getDeviceClass(width);
      const container = Math.min(width, 1320) - (width < DEVICE_CLASS_MIN_WIDTH.tablet ? 24 : 32);
      const { columns, rowHeight } = gridMetrics(container, device);
      const rows = Math.ceil(height / rowHeight) + 1 + 2 * GRID_OVERSCAN_ROWS;
      expect(rows * (columns * 8 + 1), `${width}x${height}`).toBeLessThanOrEqual(300);
    }
  });

  it('splits games into rows; the last row may be short', () => {
    expect(rowCount(10, 4)).toBe(3);
    expect(rowCount(0, 4)).toBe(0);
    expect(rowItems(0, 4, 10)).toEqual([0, 1, 2, 3]);
    expect(rowItems(2, 4, 10)).toEqual([8, 9]);
    expect(rowItems(3, 4, 10)).toEqual([]);
  });

  it('has rows for the loaded games, and skeleton rows only while another page is to come', () => {
    // 60 of 2000 games in 4 columns: 15 rows of games, then the skeletons of the next page.
    expect(shownRowCount(60, 2000, 4, true)).toBe(15 + GRID_SKELETON_ROWS);
    expect(shownRowCount(60, 2000, 4, false)).toBe(15);
    // The last page: never more rows than all the games need.
    expect(shownRowCount(1998, 2000, 4, true)).toBe(500);
    expect(shownRowCount(3, 3, 4, false)).toBe(1);
    expect(shownRowCount(0, 0, 4, false)).toBe(0);
  });

  it('asks for the next page when the rendered rows come near the last loaded one', () => {
    expect(needsNextPage(3, 15, 3)).toBe(false);
    expect(needsNextPage(11, 15, 3)).toBe(false);
    expect(needsNextPage(12, 15, 3)).toBe(true);
    // Rendered skeleton rows are past the loaded ones.
    expect(needsNextPage(16, 15, 3)).toBe(true);
  });

  it('moves between games with arrows, Home/End and paging, staying inside the list', () => {
    // 5 columns, 23 games: rows 0-4, 5-9, ..., 20-22.
    expect(moveIndex(7, 'ArrowRight', 5, 23, 3)).toBe(8);
    expect(moveIndex(7, 'ArrowLeft', 5, 23, 3)).toBe(6);
    expect(moveIndex(7, 'ArrowDown', 5, 23, 3)).toBe(12);
    expect(moveIndex(7, 'ArrowUp', 5, 23, 3)).toBe(2);
    expect(moveIndex(2, 'ArrowUp', 5, 23, 3)).toBe(2);
    expect(moveIndex(19, 'ArrowDown', 5, 23, 3)).toBe(19);
    expect(moveIndex(7, 'Home', 5, 23, 3)).toBe(5);
    expect(moveIndex(7, 'End', 5, 23, 3)).toBe(9);
    expect(moveIndex(21, 'End', 5, 23, 3)).toBe(22);
    expect(moveIndex(1, 'PageDown', 5, 23, 3)).toBe(16);
    expect(moveIndex(16, 'PageDown', 5, 23, 3)).toBe(22);
    expect(moveIndex(16, 'PageUp', 5, 23, 3)).toBe(1);
    expect(moveIndex(3, 'PageUp', 5, 23, 3)).toBe(3);
    expect(moveIndex(3, 'a', 5, 23, 3)).toBeNull();
  });
});
