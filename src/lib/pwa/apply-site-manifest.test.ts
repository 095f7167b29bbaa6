// @vitest-environment jsdom
import { resetSiteManifestForTests, syncSiteManifest } from './apply-site-manifest';
import type { FaviconEntry, WebManifest } from './site-manifest';

const ORIGIN = 'https://casino.example';
const DEPLOYED = { name: 'Lucky Orbit Casino', id: '/', start_url: '/', scope: '/', display: 'standalone', icons: [] };
const SET: FaviconEntry[] = [
  { type: 'png', sizes: '32x32', file: '/favicon-32x32.png' },
  { type: 'png', sizes: '192x192', file: '/icon-192.png' },
];

const blobs = new Map<string, Blob>();
let counter = 0;
const objectUrls = { create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'), revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL') };
const revoked = vi.fn((url: string) => void blobs.delete(url));

afterEach(() => {
  if (objectUrls.create) Object.defineProperty(URL, 'createObjectURL', objectUrls.create);
  if (objectUrls.revoke) Object.defineProperty(URL, 'revokeObjectURL', objectUrls.revoke);
  document.head.innerHTML = '';
  revoked.mockClear();
});

beforeEach(() => {
  resetSiteManifestForTests();
  blobs.clear();
  document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:${ORIGIN}/${(counter += 1)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revoked });
});

const link = () => document.head.querySelector('link[rel="manifest"]')!;
const okFetch = () => vi.fn(() => Promise.resolve(new Response(JSON.stringify(DEPLOYED), { status: 200 }))) as unknown as typeof fetch;

describe('syncSiteManifest', () => {
  it('points the link at a blob manifest with the favicon set, every address absolute', async () => {
    const fetcher = okFetch();
    await expect(syncSiteManifest(SET, { origin: ORIGIN, fetcher })).resolves.toBe('config');
    expect(fetcher).toHaveBeenCalledWith(`${ORIGIN}/manifest.webmanifest`, expect.anything());
    const href = link().getAttribute('href')!;
    expect(href).toMatch(/^blob:/);
    const manifest = JSON.parse(await blobs.get(href)!.text()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Lucky Orbit Casino', id: `${ORIGIN}/`, start_url: `${ORIGIN}/`, scope: `${ORIGIN}/` });
    expect(manifest.icons?.map((icon) => icon.src)).toEqual([`${ORIGIN}/favicon-32x32.png`, `${ORIGIN}/icon-192.png`]);
    expect(blobs.get(href)!.type).toBe('application/manifest+json');
  });

  it('fetches the deployed manifest once and does not swap again for the same set', async () => {
    const fetcher = okFetch();
    await syncSiteManifest(SET, { origin: ORIGIN, fetcher });
    const first = link().getAttribute('href');
    await syncSiteManifest([...SET], { origin: ORIGIN, fetcher });
    expect(link().getAttribute('href')).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Another set: a new manifest, the old object URL released.
    await syncSiteManifest([...SET, { type: 'svg', sizes: 'any', file: '/favicon.svg' }], { origin: ORIGIN, fetcher });
    expect(link().getAttribute('href')).not.toBe(first);
    expect(revoked).toHaveBeenCalledWith(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('goes back to the deployed file when the set holds no installable icon', async () => {
    const fetcher = okFetch();
    await syncSiteManifest(SET, { origin: ORIGIN, fetcher });
    await expect(syncSiteManifest([SET[0]], { origin: ORIGIN, fetcher })).resolves.toBe('deployed');
    expect(link().getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('only logs a failed manifest fetch and keeps the deployed link (SPEC §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = vi.fn(() => Promise.resolve(new Response('nope', { status: 503 }))) as unknown as typeof fetch;
    await expect(syncSiteManifest(SET, { origin: ORIGIN, fetcher })).resolves.toBe('failed');
    expect(link().getAttribute('href')).toBe('/manifest.webmanifest');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[pwa] manifest fetch failed'), expect.any(Error));
    // The next attempt asks again.
    await syncSiteManifest(SET, { origin: ORIGIN, fetcher: okFetch() });
    expect(link().getAttribute('href')).toMatch(/^blob:/);
    warn.mockRestore();
  });

  it('goes back to the deployed file for good when the Content-Security-Policy refuses blob: manifests', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = okFetch();
    await syncSiteManifest(SET, { origin: ORIGIN, fetcher });
    const blocked = link().getAttribute('href')!;
    // Another directive's violation changes nothing.
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'img-src', blockedURI: 'https://x.example/a.png' }));
    expect(link().getAttribute('href')).toBe(blocked);
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'manifest-src', blockedURI: 'blob' }));
    expect(link().getAttribute('href')).toBe('/manifest.webmanifest');
    expect(revoked).toHaveBeenCalledWith(blocked);
    await expect(syncSiteManifest([...SET, { type: 'svg', sizes: 'any', file: '/favicon.svg' }], { origin: ORIGIN, fetcher })).resolves.toBe('deployed');
    expect(link().getAttribute('href')).toBe('/manifest.webmanifest');
    warn.mockRestore();
  });

  it('does nothing on a page without a manifest link', async () => {
    document.head.innerHTML = '';
    const fetcher = okFetch();
    await expect(syncSiteManifest(SET, { origin: ORIGIN, fetcher })).resolves.toBe('no-link');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
