// The deployment the end-to-end suite tests (`node scripts/build-with-data.mjs --e2e`, npm test's
// build): configured as a real one is. It names a sportsbook vendor (Betby, the brand's renderer on
// its CDN), so /betting mounts the vendor and the policy lists its hosts; the specs answer those
// hosts with stand-ins (e2e/third-parties/sportsbook-betby.ts). Without a vendor, /betting says the
// sportsbook is unavailable. Settings in the shell win.
export const E2E_BUILD_ENV = {
  VITE_SPORTSBOOK_VENDOR: 'betby',
  VITE_SPORTSBOOK_URL: 'https://luckyorbit.sptpub.com/bt-renderer.min.js',
  VITE_SPORTSBOOK_BRAND: '1234567890',
};
