/**
 * Which build each end-to-end spec tests. Every spec runs against the production build as a host
 * serves it (playwright.config.ts): `dist/` with its headers file and service worker, beside the
 * mock backend over HTTP. Only the specs about the mock build itself run against `dist-mock/`
 * (playwright.mock.config.ts); each says in its header why.
 */
export type AppBuild = 'production' | 'mock';

/** The specs about the mock build itself: its QA panel, its in-page mock and URL switches, the static demo. */
export const MOCK_BUILD_SPECS = ['mock-build.spec.ts'];

/** The spec whose partner page frames the site from another site: it needs the full browser. */
export const PARTNER_FRAME_SPEC = 'partner-frame.spec.ts';
