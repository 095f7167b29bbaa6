// Debian's Chromium and its flags, for every browser the project starts (it runs as root in a
// container, where Chromium starts only with --no-sandbox).
// Typed in chromium.d.mts.
//
// Two executables of the same Chromium release, from two Debian packages:
// - CHROMIUM_PATH, the full browser (package chromium): the bench and Lighthouse, the screenshots,
//   and the one spec whose cross-site frame the headless shell cannot scroll (partner-frame.spec.ts);
// - TEST_CHROMIUM_PATH, the headless shell (package chromium-headless-shell): the same Blink and V8
//   without the browser's UI layers, the browser Playwright itself runs headless tests in. A page load
//   costs it about half the main-thread time of the full browser here, which halves the end-to-end
//   suite on two cores (decision record 054).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The Debian packages that provide the two executables above, installed by scripts/ensure-chromium.mjs. */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];
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
/**
 * The end-to-end browser's camera and microphone: a fake device, and every permission prompt
 * answered yes, so the Permissions-Policy alone decides which frame gets them (the identity check's).
 */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
/** The phone the start-up measurements load pages on (Lighthouse's mobile preset's screen). */
export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
