/** Debian's Chromium: the executable (CHROMIUM_PATH overrides /usr/bin/chromium). */
export const CHROMIUM_PATH: string;
/** The flags every browser of the project starts with (Playwright, check-size, bench). */
export const CHROMIUM_ARGS: readonly string[];
