// Debian's Chromium for the scripts (check-size, bench): the same executable and flags as
// playwright.config.ts (CHROMIUM_PATH / CHROMIUM_ARGS; TOOLCHAIN.md gotcha 3).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
