// How the sections summarize and print their figures: the median of several runs with the spread
// [min-max], durations in seconds or milliseconds, aligned tables.

import { median } from '../lib/bench-summary.mjs';

export { median };

/** `median [min-max]` (the spread only when there are several values); '-' when there are none. */
export function summary(values, format) {
  if (values.length === 0) return '-';
  const spread = values.length > 1 ? ` [${format(Math.min(...values))}-${format(Math.max(...values))}]` : '';
  return `${format(median(values))}${spread}`;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms) => `${Math.round(ms)} ms`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A header row and rows of text cells, each column as wide as its widest cell. */
export function printTable(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

/** `name  value` lines, the values lined up after the longest name. */
export function printPairs(rows, indent = '') {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${indent}${name.padEnd(width)}  ${value}`);
}
