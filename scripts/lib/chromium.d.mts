/** Debian's full Chromium: the executable (CHROMIUM_PATH overrides /usr/bin/chromium). */
export const CHROMIUM_PATH: string;
/** Debian's Chromium headless shell, for the tests (TEST_CHROMIUM_PATH overrides /usr/bin/chromium-headless-shell). */
export const TEST_CHROMIUM_PATH: string;
/** The Debian packages that provide the two executables. */
export const CHROMIUM_PACKAGES: readonly string[];
/** The flags every browser of the project starts with (Playwright, check-size, bench). */
export const CHROMIUM_ARGS: readonly string[];
export declare const PHONE_CONTEXT: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};

/** Fake camera and microphone for the end-to-end browser; the policy decides who gets them. */
export const FAKE_MEDIA_ARGS: readonly string[];
