// The bench's arithmetic, kept apart from the browsers so it can be tested: the median and range
// of repeated measurements, and the closing summary of what issue-level goals `npm run bench` checks
// (docs/performance.md, "Goals"). Typed in bench-summary.d.mts.

/** The middle value; for an even count, the mean of the two middle ones. NaN (a run that never finished) is left out. */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, smallest and largest of the finished runs, and how many runs did not finish (NaN). */
export function spread(values) {
  const done = values.filter((value) => !Number.isNaN(value));
  return {
    median: median(done),
    min: done.length ? Math.min(...done) : Number.NaN,
    max: done.length ? Math.max(...done) : Number.NaN,
    count: done.length,
    failed: values.length - done.length,
  };
}

/** `412 ms [380-460]`, with how many runs failed; '-' when none finished. */
export function formatSpread({ median: middle, min, max, count, failed }) {
  if (count === 0) return failed ? `- (${failed} failed)` : '-';
  const range = count > 1 ? ` [${Math.round(min)}-${Math.round(max)}]` : '';
  return `${Math.round(middle)} ms${range}${failed ? ` (${failed} failed)` : ''}`;
}

/** The goals the summary judges. */
export const GOALS = { pageScore: 95, pointsBelowFloor: 5, mockHomeScore: 90, routeChangeMs: 300 };

const verdict = (ok) => (ok ? 'met' : 'NOT MET');

/**
 * One row per goal: [what, figure, verdict]. `figures` holds what the sections that ran measured
 * (a section that did not run leaves its part undefined, and its rows say so):
 * - pages: [{ path, score, floorScore }] Lighthouse medians of the production pages, beside the floor's;
 * - mockHome: the mock build's home score;
 * - routeChange: { ours, floor } spreads of the warm route change;
 * - earlyTap: a spread of the time from the intended press to the dialog's paint, and `pressedLate`;
 * - blocking: [{ path, spread }] the on-page blocking time of the 9 s after load;
 * - load: { before, after } the 1-minute load average.
 */
export function summaryRows(figures) {
  const rows = [];
  const notRun = (what, section) => rows.push([what, `not measured (--only=${section})`, '-']);
  if (figures.pages) {
    for (const { path, score, floorScore } of figures.pages) {
      if (score === null || floorScore === null) {
        rows.push([`${path}: score >= ${GOALS.pageScore}, within ${GOALS.pointsBelowFloor} of the floor`, 'no score', 'NOT MET']);
        continue;
      }
      const gap = floorScore - score;
      const ok = score >= GOALS.pageScore && gap <= GOALS.pointsBelowFloor;
      rows.push([`${path}: score >= ${GOALS.pageScore}, within ${GOALS.pointsBelowFloor} of the floor`, `${score} (floor ${floorScore}, ${gap > 0 ? `${gap} below` : 'not below'})`, verdict(ok)]);
    }
  } else notRun('production pages: score and gap to the floor', 'lighthouse');
  if (figures.mockHome !== undefined) {
    const score = figures.mockHome;
    rows.push([`mock build /en/: score >= ${GOALS.mockHomeScore}`, score === null ? 'no score' : String(score), verdict(score !== null && score >= GOALS.mockHomeScore)]);
  } else notRun('mock build /en/ score', 'lighthouse');
  if (figures.routeChange) {
    const { ours, floor } = figures.routeChange;
    const floorText = floor ? `; floor ${formatSpread(floor)}` : '';
    rows.push([`route change /en/ -> hall, warm, 4x: median <= ${GOALS.routeChangeMs} ms`, `${formatSpread(ours)}${floorText}`, verdict(ours.count > 0 && ours.median <= GOALS.routeChangeMs)]);
  } else notRun('route change', 'trace');
  if (figures.earlyTap) {
    const late = figures.earlyTap.pressedLate ? `; the button was not there yet in ${figures.earlyTap.pressedLate} load(s)` : '';
    rows.push(['early tap: sign-in pressed 500 ms after FCP, 4x, to the dialog\'s paint', `${formatSpread(figures.earlyTap.spread)}${late}`, 'reported']);
  } else notRun('early tap', 'tap');
  if (figures.blocking) {
    const text = figures.blocking.map(({ path, spread: times }) => `${path} ${formatSpread(times)}`).join(', ');
    rows.push(['on-page blocking time, 9 s after load, 4x (no worse than the base: blocking-ab)', text, 'reported']);
  } else notRun('on-page blocking time', 'lighthouse');
  if (figures.load) rows.push(['1-minute load average', `${figures.load.before} before, ${figures.load.after} after`, '']);
  return rows;
}
