// The command line of `npm run check:deployment` (scripts/check-deployment.mjs) without I/O: its
// options and how the results read. Typed in deployment-cli.d.mts.

export const USAGE = `Usage: npm run check:deployment -- ORIGIN [--dist DIR] [--game SYSNAME] [--pages LIST] [--no-browser] [--timeout SECONDS]
  ORIGIN          the deployed site, e.g. https://casino.example or http://127.0.0.1:4320
  --dist DIR      the build that was deployed: its _headers is the least the site must send, and its
                  build-only files are recognised if served
  --game SYSNAME  the game page to open (default: the first game the English hall links to)
  --pages LIST    comma-separated paths to open instead of the public pages; {game} stands for the game
  --no-browser    only the headers and the files (no Chromium: no policy violations, no service worker)
  --timeout S     the whole check fails after S seconds (default 300)
Env: VITE_API_URL, VITE_CMS_URL (the backends' bases, default /api/ and /cms/); TEST_CHROMIUM_PATH or CHROMIUM_PATH.
Exit code 0 when every check passes, 1 when one fails, 2 on a usage error.`;

export class UsageError extends Error {}

/** The public pages: home in each locale, the hall, a game, promotions and support. */
export const DEFAULT_PAGES = ['/', '/en/', '/it/', '/es/', '/en/gamehall', '/en/game/{game}', '/en/promotions', '/en/support'];
export const DEFAULT_TIMEOUT_S = 300;

/** The arguments after the script name. */
export function parseDeploymentArgs(argv) {
  const options = { origin: null, dist: null, game: null, pages: DEFAULT_PAGES, browser: true, timeoutS: DEFAULT_TIMEOUT_S, help: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--dist':
        options.dist = value();
        break;
      case '--game':
        options.game = value();
        break;
      case '--pages':
        options.pages = value()
          .split(',')
          .map((page) => page.trim())
          .filter(Boolean);
        if (options.pages.some((page) => !page.startsWith('/'))) throw new UsageError('--pages: each path starts with /');
        break;
      case '--no-browser':
        options.browser = false;
        break;
      case '--timeout':
        options.timeoutS = Number(value());
        if (!(options.timeoutS > 0)) throw new UsageError('--timeout: a number of seconds');
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        if (arg.startsWith('-') || options.origin !== null) throw new UsageError(`unknown argument "${arg}"`);
        options.origin = originOf(arg);
    }
  }
  if (options.origin === null && !options.help) throw new UsageError('the site to check is missing, e.g. https://casino.example');
  return options;
}

function originOf(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    throw new UsageError(`"${address}" is not an address (https://casino.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`"${address}" is not an http(s) address`);
  return url.origin;
}

/** A backend's base from the env, as the build reads it (src/lib/config/configured-base.ts). */
export function backendBase(value, fallback) {
  const base = value && value.trim() ? value.trim() : fallback;
  return base.endsWith('/') ? base : `${base}/`;
}

/** One result as printed: `  ✓ name: detail`, and its notes below it. */
export function formatResult({ name, ok, detail, notes = [] }) {
  return [`  ${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`, ...notes.map((note) => `      note: ${note}`)].join('\n');
}

/** The last line: passed, or which checks failed. */
export function verdictLine(results) {
  const failed = results.filter((result) => !result.ok);
  if (results.length === 0) return 'Verdict: FAILED, no check ran';
  if (failed.length === 0) return `Verdict: PASSED, all ${results.length} checks passed`;
  return `Verdict: FAILED, ${failed.length} of ${results.length} checks failed (${failed.map((result) => result.name).join('; ')})`;
}
