// Debian's Chromium and its flags, for every browser the project starts: playwright.config.ts,
// check-size and bench (TOOLCHAIN.md gotcha 3). Typed in chromium.d.mts.
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
