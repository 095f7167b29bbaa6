import { formatSpread, median, spread, summaryRows } from './bench-summary.mjs';

describe('bench summary', () => {
  it('takes the median of the finished runs, the mean of the middle two for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7, 9])).toBe(8);
    expect(median([])).toBeNaN();
  });

  it('gives the range and counts the runs that never finished', () => {
    expect(spread([300, 250, Number.NaN, 410, 280])).toEqual({ median: 290, min: 250, max: 410, count: 4, failed: 1 });
    expect(formatSpread(spread([300, 250, Number.NaN, 410, 280]))).toBe('290 ms [250-410] (1 failed)');
    expect(formatSpread(spread([120.4]))).toBe('120 ms');
    expect(formatSpread(spread([Number.NaN]))).toBe('- (1 failed)');
  });

  it('judges each page against 95 and the floor of the same run', () => {
    const rows = summaryRows({
      pages: [
        { path: '/en/', score: 97, floorScore: 100 },
        { path: '/en/gamehall', score: 94, floorScore: 96 },
        { path: '/en/game/x', score: 95, floorScore: 100 },
        { path: '/en/game/y', score: 96, floorScore: 99 + 3 },
      ],
      mockHome: 89,
    });
    expect(rows[0]).toEqual(['/en/: score >= 95, within 5 of the floor', '97 (floor 100, 3 below)', 'met']);
    expect(rows[1][2]).toBe('NOT MET');
    expect(rows[2][2]).toBe('met');
    expect(rows[3][2]).toBe('NOT MET');
    expect(rows[4]).toEqual(['mock build /en/: score >= 90', '89', 'NOT MET']);
  });

  it('judges the route change by its median, reports the early tap and blocking time, and names what did not run', () => {
    const rows = summaryRows({
      routeChange: { ours: spread([280, 310, 290, 260, 350]), floor: spread([90, 100, 95, 88, 120]) },
      earlyTap: { spread: spread([400, 420, 380, 390, 500]), pressedLate: 2 },
      load: { before: '1.2', after: '2.4' },
    });
    const byName = (start: string) => rows.find(([what]) => what.startsWith(start));
    expect(byName('route change')).toEqual(['route change /en/ -> hall, warm, 4x: median <= 300 ms', '290 ms [260-350]; floor 95 ms [88-120]', 'met']);
    expect(byName('early tap')?.[1]).toBe('400 ms [380-500]; the button was not there yet in 2 load(s)');
    expect(byName('production pages')?.[1]).toBe('not measured (--only=lighthouse)');
    expect(byName('on-page blocking')?.[1]).toBe('not measured (--only=lighthouse)');
    expect(rows.at(-1)).toEqual(['1-minute load average', '1.2 before, 2.4 after', '']);
    expect(summaryRows({ routeChange: { ours: spread([Number.NaN]) } }).find(([what]) => what.startsWith('route'))?.[2]).toBe('NOT MET');
  });
});
