import { configManifest, type FaviconEntry, type WebManifest } from './site-manifest';

/**
 * Points the page's `<link rel="manifest">` at a manifest with the favicon set's icons (decision
 * record 029). The deployed /manifest.webmanifest stays in the HTML: browsers that read the
 * manifest at load (and any failure here) keep it. The deployed file is fetched once as the base;
 * a failed fetch is only logged (SPEC §8). The generated manifest is served from a blob: address,
 * which Chromium re-reads when the link changes and still counts as installable (measured with
 * Page.getInstallabilityErrors, `npm run bench -- --only=pwa`).
 */
export type ManifestSyncResult = 'config' | 'deployed' | 'no-link' | 'failed';

const STATIC_HREF = 'data-deployed-href';

let baseRequest: { href: string; promise: Promise<WebManifest | null> } | null = null;
let applied: { text: string; url: string } | null = null;
/** A Content-Security-Policy without `blob:` in manifest-src refused the generated manifest. */
let refusedByPolicy = false;

function deployedManifest(href: string, fetcher: typeof fetch): Promise<WebManifest | null> {
  if (baseRequest?.href === href) return baseRequest.promise;
  const promise = fetcher(href, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const json: unknown = await response.json();
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not a JSON object');
      return json as WebManifest;
    })
    .catch((error: unknown) => {
      console.warn('[pwa] manifest fetch failed; the deployed manifest stays', error);
      baseRequest = null;
      return null;
    });
  baseRequest = { href, promise };
  return promise;
}

function restore(link: HTMLLinkElement, deployedHref: string): void {
  if (link.getAttribute('href') !== deployedHref) link.setAttribute('href', deployedHref);
  if (applied) {
    URL.revokeObjectURL(applied.url);
    applied = null;
  }
}

export async function syncSiteManifest(
  favicons: readonly FaviconEntry[],
  { doc = document, origin = window.location.origin, fetcher = fetch }: { doc?: Document; origin?: string; fetcher?: typeof fetch } = {},
): Promise<ManifestSyncResult> {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return 'no-link';
  let deployedHref = link.getAttribute(STATIC_HREF);
  if (deployedHref === null) {
    deployedHref = link.getAttribute('href') ?? '/manifest.webmanifest';
    link.setAttribute(STATIC_HREF, deployedHref);
  }
  const base = await deployedManifest(new URL(deployedHref, origin).href, fetcher);
  if (!base) {
    restore(link, deployedHref);
    return 'failed';
  }
  const manifest = configManifest(base, favicons, origin);
  if (!manifest) {
    restore(link, deployedHref);
    return 'deployed';
  }
  if (refusedByPolicy) return 'deployed';
  const text = JSON.stringify(manifest);
  if (applied?.text === text && link.getAttribute('href') === applied.url) return 'config';
  const url = URL.createObjectURL(new Blob([text], { type: 'application/manifest+json' }));
  const previous = applied;
  applied = { text, url };
  watchPolicy(doc, link, deployedHref);
  link.setAttribute('href', url);
  if (previous) URL.revokeObjectURL(previous.url);
  return 'config';
}

let watching = false;

/**
 * A host whose Content-Security-Policy lacks `blob:` in manifest-src blocks the generated manifest,
 * and a page whose manifest cannot load is not installable: the deployed link comes back at once
 * and stays (docs/static-hosting.md).
 */
function watchPolicy(doc: Document, link: HTMLLinkElement, deployedHref: string): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective !== 'manifest-src' || !event.blockedURI.startsWith('blob')) return;
    console.warn('[pwa] the Content-Security-Policy refuses blob: manifests; the deployed manifest stays');
    refusedByPolicy = true;
    restore(link, deployedHref);
  });
}

/**
 * Test hook.
 * @internal a seam for tests
 */
export function resetSiteManifestForTests(): void {
  baseRequest = null;
  applied = null;
  refusedByPolicy = false;
  watching = false;
}
