#!/usr/bin/env node
// `npm run check:deployment -- https://casino.example [--dist dist]`: is a deployed site served as
// docs/static-hosting.md asks? Headers at least as strict as the build's, no build-only file served,
// no policy violation on the public pages, and a service worker that controls the page and lets the
// backends' navigations through (scripts/lib/deployment-checks.mjs). Prints each check with ✓ or ✗
// and a verdict; exit code 1 when one fails.
import path from 'node:path';
import { readBuild, runDeploymentChecks } from './lib/deployment-checks.mjs';
import { backendBase, formatResult, parseDeploymentArgs, USAGE, UsageError, verdictLine } from './lib/deployment-cli.mjs';

let options;
try {
  options = parseDeploymentArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`check-deployment: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

let expected = null;
if (options.dist) {
  try {
    expected = readBuild(path.resolve(options.dist));
  } catch (error) {
    console.error(`check-deployment: ${error.message}`);
    process.exit(2);
  }
}

console.log(`Deployment check of ${options.origin}${options.dist ? ` against the build in ${options.dist}` : " against the build's baseline (add --dist DIR to compare with that build's _headers)"}`);
let section = null;
const results = [];
const print = (result) => {
  results.push(result);
  if (result.section !== section) {
    section = result.section;
    console.log(`\n${section}`);
  }
  console.log(formatResult(result));
};

// A site that never answers must fail the check, not hold it: the limit covers everything.
const deadline = setTimeout(() => {
  print({ section: 'Time limit', name: `the checks finish within ${options.timeoutS} s`, ok: false, detail: 'they did not (a site that does not answer?)' });
  console.log(`\n${verdictLine(results)}`);
  process.exit(1);
}, options.timeoutS * 1000);

try {
  await runDeploymentChecks(
    {
      origin: options.origin,
      pages: options.pages,
      game: options.game,
      expected,
      browser: options.browser,
      apiBase: backendBase(process.env.VITE_API_URL, '/api/'),
      cmsBase: backendBase(process.env.VITE_CMS_URL, '/cms/'),
    },
    print,
  );
} catch (error) {
  print({ section: 'Errors', name: 'the checks ran to the end', ok: false, detail: error.message.split('\n')[0] });
}
clearTimeout(deadline);
console.log(`\n${verdictLine(results)}`);
process.exit(results.every((result) => result.ok) && results.length > 0 ? 0 : 1);
