import { configManifest, faviconLinks, iconUrl, isInstallableIcon, manifestIcons, type FaviconEntry, type WebManifest } from './site-manifest';

const ORIGIN = 'https://casino.example';

/** The mock content configuration's set (mocks/cms/fixtures/cms-config.ts), flattened. */
const SET: FaviconEntry[] = [
  { type: 'png', sizes: '32x32', file: '/favicon-32x32.png' },
  { type: 'png', sizes: '16x16', file: '/favicon-16x16.png' },
  { type: 'png', sizes: '192x192', file: '/icon-192.png' },
  { type: 'png', sizes: '512x512', file: '/icon-512.png' },
  { type: 'apple', sizes: '180x180', file: '/apple-touch-icon.png' },
  { type: 'ico', sizes: '16x16 32x32 48x48', file: '/favicon.ico' },
  { type: 'svg', sizes: 'any', file: '/favicon.svg' },
];

const DEPLOYED: WebManifest = {
  name: 'Lucky Orbit Casino',
  short_name: 'Lucky Orbit',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

describe('iconUrl', () => {
  it('makes relative files absolute and keeps http(s) addresses', () => {
    expect(iconUrl('/favicon.ico', ORIGIN)).toBe('https://casino.example/favicon.ico');
    expect(iconUrl('https://cdn.example/u/fav.png?v=2', ORIGIN)).toBe('https://cdn.example/u/fav.png?v=2');
  });

  it.each([null, '', '   ', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'blob:https://x/1', 'http://[bad'])('refuses %j', (file) => {
    expect(iconUrl(file, ORIGIN)).toBeNull();
  });
});

describe('faviconLinks', () => {
  it('renders png, apple, ico and svg entries with their sizes and types, in order', () => {
    expect(faviconLinks(SET, ORIGIN)).toEqual([
      { rel: 'icon', href: `${ORIGIN}/favicon-32x32.png`, sizes: '32x32', type: 'image/png' },
      { rel: 'icon', href: `${ORIGIN}/favicon-16x16.png`, sizes: '16x16', type: 'image/png' },
      { rel: 'icon', href: `${ORIGIN}/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { rel: 'icon', href: `${ORIGIN}/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { rel: 'apple-touch-icon', href: `${ORIGIN}/apple-touch-icon.png`, sizes: '180x180' },
      { rel: 'icon', href: `${ORIGIN}/favicon.ico`, sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
      { rel: 'icon', href: `${ORIGIN}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ]);
  });

  it('drops entries without a usable file, malformed sizes and repeats; reads the type past a query', () => {
    const links = faviconLinks(
      [
        { type: 'png', sizes: '32x32', file: null },
        { type: 'png', sizes: 'big', file: 'https://cdn.example/fav.PNG?v=3' },
        { type: 'png', sizes: 'big', file: 'https://cdn.example/fav.PNG?v=3' },
        { type: 'ico', sizes: '16X16  32x32', file: 'javascript:alert(1)//.ico' },
      ],
      ORIGIN,
    );
    expect(links).toEqual([{ rel: 'icon', href: 'https://cdn.example/fav.PNG?v=3', type: 'image/png' }]);
  });
});

describe('manifestIcons', () => {
  it('takes PNG entries with pixel sizes (apple too) and SVG, never ICO', () => {
    expect(manifestIcons(SET, ORIGIN)).toEqual([
      { src: `${ORIGIN}/favicon-32x32.png`, sizes: '32x32', type: 'image/png', purpose: 'any' },
      { src: `${ORIGIN}/favicon-16x16.png`, sizes: '16x16', type: 'image/png', purpose: 'any' },
      { src: `${ORIGIN}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ORIGIN}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${ORIGIN}/apple-touch-icon.png`, sizes: '180x180', type: 'image/png', purpose: 'any' },
      { src: `${ORIGIN}/favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('skips a PNG without pixel sizes and files of unknown type', () => {
    expect(
      manifestIcons(
        [
          { type: 'png', sizes: '', file: '/a.png' },
          { type: 'png', sizes: 'any', file: '/b.png' },
          { type: 'png', sizes: '192x192', file: '/c.gif' },
          { type: 'svg', sizes: '', file: '/d.svg' },
        ],
        ORIGIN,
      ),
    ).toEqual([{ src: `${ORIGIN}/d.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });
});

describe('isInstallableIcon (Chromium: PNG/SVG/WebP, >= 144 px, purpose any)', () => {
  it.each([
    [{ src: '/i.png', sizes: '144x144', type: 'image/png' }, true],
    [{ src: '/i.png', sizes: '143x143', type: 'image/png' }, false],
    [{ src: '/i.png', sizes: '32x32 192x192' }, true],
    [{ src: '/i.svg', sizes: 'any', type: 'image/svg+xml' }, true],
    [{ src: '/i.webp', sizes: '512x512', type: 'image/webp' }, true],
    [{ src: '/i.png', sizes: 'any', type: 'image/png' }, false],
    [{ src: '/i.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }, false],
    [{ src: '/i.png', sizes: '512x512', type: 'image/png', purpose: 'maskable any' }, true],
    [{ src: '/i.ico', sizes: '256x256', type: 'image/x-icon' }, false],
  ])('%j -> %s', (icon, installable) => {
    expect(isInstallableIcon({ ...icon, src: `${ORIGIN}${icon.src}` })).toBe(installable);
  });
});

describe('configManifest', () => {
  it('replaces the icons with the favicon set, keeps maskable ones and makes every address absolute', () => {
    const manifest = configManifest(DEPLOYED, SET, ORIGIN)!;
    expect(manifest.name).toBe('Lucky Orbit Casino');
    expect(manifest.display).toBe('standalone');
    expect(manifest.id).toBe(`${ORIGIN}/`);
    expect(manifest.start_url).toBe(`${ORIGIN}/`);
    expect(manifest.scope).toBe(`${ORIGIN}/`);
    expect(manifest.icons!.map((icon) => `${icon.src} ${icon.purpose}`)).toEqual([
      `${ORIGIN}/favicon-32x32.png any`,
      `${ORIGIN}/favicon-16x16.png any`,
      `${ORIGIN}/icon-192.png any`,
      `${ORIGIN}/icon-512.png any`,
      `${ORIGIN}/apple-touch-icon.png any`,
      `${ORIGIN}/favicon.svg any`,
      `${ORIGIN}/icon-maskable-512.png maskable`,
    ]);
    expect(manifest.icons!.every((icon) => icon.src.startsWith('https://'))).toBe(true);
  });

  it('keeps the identity of a deployed manifest without an id (start_url)', () => {
    const { id: _id, ...withoutId } = DEPLOYED;
    expect(configManifest({ ...withoutId, start_url: '/en/?source=pwa' }, SET, ORIGIN)).toMatchObject({
      id: `${ORIGIN}/en/?source=pwa`,
      start_url: `${ORIGIN}/en/?source=pwa`,
      scope: `${ORIGIN}/`,
    });
  });

  it('is null when the set has no icon that makes the app installable', () => {
    expect(configManifest(DEPLOYED, SET.filter((entry) => entry.type === 'ico'), ORIGIN)).toBeNull();
    expect(configManifest(DEPLOYED, [{ type: 'png', sizes: '32x32', file: '/favicon-32x32.png' }], ORIGIN)).toBeNull();
    expect(configManifest(DEPLOYED, [], ORIGIN)).toBeNull();
  });

  it('counts the apple 180 px PNG as an installable icon (the SPEC set: png, apple png, ico)', () => {
    const manifest = configManifest(
      DEPLOYED,
      [
        { type: 'png', sizes: '32x32', file: '/favicon-32x32.png' },
        { type: 'apple', sizes: '180x180', file: '/apple-touch-icon.png' },
        { type: 'ico', sizes: '48x48', file: '/favicon.ico' },
      ],
      ORIGIN,
    );
    expect(manifest?.icons?.filter(isInstallableIcon).map((icon) => icon.src)).toEqual([`${ORIGIN}/apple-touch-icon.png`]);
  });
});
