// The machine's load average, printed beside the figures: a busy machine makes every timing
// slower, so a reader can tell a slower build from a busier run.
import { loadavg } from 'node:os';

/** The 1-, 5- and 15-minute load averages. */
export const loadAverages = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** The 1-minute load average. */
export const oneMinuteLoad = () => loadavg()[0].toFixed(1);
