import { setPwaState } from './pwa-state';

/**
 * The build manifest poll of SPEC §4/§7: the deployed index.html names the entry chunk of the
 * current build; when it names another one than this page loaded, a newer build is out and the
 * page needs a refresh. Works on every static host and in mock builds (no worker needed); a
 * failed fetch (offline) is only logged. Checked every BUILD_POLL_MS, when the tab becomes visible
 * again and when the network returns.
 */
export const BUILD_POLL_MS = 5 * 60_000;

/**
 * The entry module a document loads: the first module script with a src, or the loader of a
 * prerendered page, which names it in data-src and adds the script after the first paint
 * (scripts/prerender/page-html.ts).
 */
function entryOf(doc: Document): string | null {
  const script = doc.querySelector('script[type="module"][src], script[type="module"][data-src]');
  const src = script?.getAttribute('src') ?? script?.getAttribute('data-src');
  return src ? new URL(src, window.location.origin).pathname : null;
}

/** The entry module a page's HTML loads. */
export function entryScriptOf(html: string): string | null {
  return entryOf(new DOMParser().parseFromString(html, 'text/html'));
}

export function currentEntryScript(): string | null {
  return entryOf(document);
}

/** One check; resolves true when the deployed build differs from this page's. */
export async function checkForNewBuild(base: string = import.meta.env.BASE_URL, fetcher: typeof fetch = fetch): Promise<boolean> {
  const current = currentEntryScript();
  if (!current) return false;
  try {
    const response = await fetcher(`${base}index.html?build-check=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return false;
    const deployed = entryScriptOf(await response.text());
    if (deployed && deployed !== current) {
      setPwaState({ needRefresh: true });
      return true;
    }
  } catch (error) {
    console.warn('[pwa] build check skipped', error);
  }
  return false;
}

let started = false;

export function startBuildWatch(intervalMs: number = BUILD_POLL_MS): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const check = () => void checkForNewBuild();
  window.setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}
