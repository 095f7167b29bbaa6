// The browser the Lighthouse sections drive: Debian's full Chromium through chrome-launcher, in the
// new headless mode (in place of the plain --headless of CHROMIUM_ARGS).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

/** Starts Chromium with its DevTools port on `port` and `extraFlags`; resolves with chrome-launcher's handle. */
export async function launchLighthouseChrome(port, extraFlags = []) {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), ...extraFlags],
    port,
    logLevel: 'silent',
  });
}
