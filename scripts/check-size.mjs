#!/usr/bin/env node
// Bundle budget for the production build without mocks (DESIGN.md §7, perf-security P1):
// the JS the home page loads before any dynamic import(), gzip level 9, must stay within
// 170 KB; and no file of the build may contain mock code.
//
//   node scripts/check-size.mjs [distDir] [--budget-kb=170]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectInitialJs, findMockMarkers } from './lib/bundle-graph.mjs';

const args = process.argv.slice(2);
const budgetArg = args.find((arg) => arg.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 170;
const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const budgetBytes = budgetKb * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text, width) => String(text).padStart(width);

function main() {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error(`size: ${path.relative(process.cwd(), indexHtml) || indexHtml} not found; run \`vite build\` first.`);
    return 1;
  }
  let failed = false;

  const { files, inline, missing, unresolved, parseErrors } = collectInitialJs(distDir, indexHtml);
  console.log(`Initial JS of ${path.relative(process.cwd(), indexHtml)} (entry scripts, modulepreloads and their static imports):`);
  console.log(`${pad('raw', 10)} ${pad('gzip -9', 10)}  file`);
  for (const item of files) {
    console.log(`${pad(kb(item.bytes), 10)} ${pad(kb(item.gzipBytes), 10)}  ${item.rel}${item.via === 'import' ? '' : ` (${item.via})`}`);
  }
  for (const item of inline) console.log(`${pad(kb(item.bytes), 10)} ${pad(kb(item.gzipBytes), 10)}  ${item.name}`);
  const total = [...files, ...inline].reduce((sum, item) => sum + item.gzipBytes, 0);
  const rawTotal = [...files, ...inline].reduce((sum, item) => sum + item.bytes, 0);
  console.log(`${pad(kb(rawTotal), 10)} ${pad(kb(total), 10)}  total of ${files.length + inline.length} file(s); budget ${kb(budgetBytes)} gzip`);

  if (files.length === 0) {
    console.error('size: FAIL: no entry script found in index.html.');
    failed = true;
  }
  for (const item of missing) {
    console.error(`size: FAIL: ${item.from} references ${item.specifier}, which is not in ${path.basename(distDir)}/.`);
    failed = true;
  }
  for (const item of parseErrors) {
    console.error(`size: FAIL: could not parse ${item.file}: ${item.message}`);
    failed = true;
  }
  for (const item of unresolved) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(item.specifier)) {
      console.warn(`size: note: ${item.from} loads remote ${item.specifier} (not counted).`);
    } else {
      console.error(`size: FAIL: ${item.from} imports bare specifier "${item.specifier}", which a browser cannot load.`);
      failed = true;
    }
  }
  if (total > budgetBytes) {
    console.error(`size: FAIL: initial JS is ${kb(total)} gzip, over the ${kb(budgetBytes)} budget by ${kb(total - budgetBytes)}.`);
    failed = true;
  } else {
    console.log(`size: initial JS ${kb(total)} gzip is within the ${kb(budgetBytes)} budget (${kb(budgetBytes - total)} left).`);
  }

  const mockHits = findMockMarkers(distDir);
  if (mockHits.length > 0) {
    for (const hit of mockHits) {
      console.error(`size: FAIL: mock code in ${path.basename(distDir)}/${hit.file}: ${hit.markers.join(', ')}`);
    }
    failed = true;
  } else {
    console.log(`size: no mock code markers in ${path.basename(distDir)}/.`);
  }

  console.log(failed ? 'size: FAILED' : 'size: OK');
  return failed ? 1 : 0;
}

process.exitCode = main();
