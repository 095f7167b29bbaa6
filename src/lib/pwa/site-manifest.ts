/**
 * The favicon set of the content configuration (SPEC §3: png, apple png and ico entries with
 * sizes) turned into the page's icon links and the web manifest's icons.
 * Pure: no document, no fetch.
 */

/** One entry of the favicon set (the shape of api/cms FaviconEntry; lib/ does not import api/). */
export interface FaviconEntry {
  type: string;
  sizes: string;
  file: string | null;
}

export interface IconLink {
  rel: 'icon' | 'apple-touch-icon';
  href: string;
  sizes?: string;
  type?: string;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

export interface WebManifest {
  id?: string;
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  icons?: ManifestIcon[];
  [field: string]: unknown;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** "any" or space-separated WxH tokens (HTML `sizes`). */
const SIZES = /^(?:any|[1-9]\d{0,3}x[1-9]\d{0,3}(?: [1-9]\d{0,3}x[1-9]\d{0,3})*)$/i;

/**
 * Chromium's installability rule for manifest icons (installable_evaluator.cc): PNG, SVG or WebP,
 * `sizes` set and at least 144 px square-ish (SVG may say "any"), `purpose` absent or with "any".
 */
export const MIN_INSTALLABLE_ICON_PX = 144;

/** An absolute http(s) address of the file, or null for anything else (script or data protocols). */
export function iconUrl(file: string | null | undefined, origin: string): string | null {
  if (typeof file !== 'string' || !file.trim()) return null;
  try {
    const url = new URL(file.trim(), origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function extension(href: string): string {
  const { pathname } = new URL(href);
  const dot = pathname.lastIndexOf('.');
  return dot < 0 ? '' : pathname.slice(dot + 1).toLowerCase();
}

function normalSizes(sizes: string): string | undefined {
  const value = sizes.trim().replace(/\s+/g, ' ').toLowerCase();
  return SIZES.test(value) ? value : undefined;
}

/** The `<link>`s of the favicon set, in the configuration's order, without repeats. */
export function faviconLinks(entries: readonly FaviconEntry[], origin: string): IconLink[] {
  const links: IconLink[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const href = iconUrl(entry.file, origin);
    if (!href) continue;
    const sizes = normalSizes(entry.sizes ?? '');
    const link: IconLink =
      entry.type === 'apple'
        ? { rel: 'apple-touch-icon', href, ...(sizes ? { sizes } : {}) }
        : { rel: 'icon', href, ...(sizes ? { sizes } : {}), ...(MIME[extension(href)] ? { type: MIME[extension(href)] } : {}) };
    const key = `${link.rel} ${href} ${sizes ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push(link);
  }
  return links;
}

/**
 * The manifest icons of the favicon set: PNG entries (png and apple) with pixel sizes and SVG
 * entries ("any"); ICO files are not manifest icons. Absolute addresses, purpose "any".
 */
export function manifestIcons(entries: readonly FaviconEntry[], origin: string): ManifestIcon[] {
  const icons: ManifestIcon[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const src = iconUrl(entry.file, origin);
    if (!src || seen.has(src) || entry.type === 'ico') continue;
    const ext = extension(src);
    const type = MIME[ext];
    if (!type || type === MIME.ico) continue;
    const sizes = normalSizes(entry.sizes ?? '') ?? (type === MIME.svg ? 'any' : undefined);
    if (!sizes || (sizes === 'any' && type !== MIME.svg)) continue;
    seen.add(src);
    icons.push({ src, sizes, type, purpose: 'any' });
  }
  return icons;
}

/** Whether Chromium counts the icon for installability (see MIN_INSTALLABLE_ICON_PX). */
export function isInstallableIcon(icon: ManifestIcon): boolean {
  const purposes = (icon.purpose ?? 'any').split(/\s+/);
  if (!purposes.includes('any')) return false;
  const type = icon.type ?? MIME[extension(icon.src)] ?? '';
  if (![MIME.png, MIME.svg, MIME.webp].includes(type)) return false;
  return icon.sizes.split(' ').some((size) => {
    if (size === 'any') return type === MIME.svg;
    const [width, height] = size.split('x').map(Number);
    return Math.min(width, height) >= MIN_INSTALLABLE_ICON_PX;
  });
}

const absolute = (value: unknown, origin: string, fallback: string): string => {
  try {
    return new URL(typeof value === 'string' && value ? value : fallback, origin).href;
  } catch {
    return new URL(fallback, origin).href;
  }
};

/**
 * The deployed manifest with the favicon set's icons, every address absolute (a manifest served
 * from a blob: address has no base to resolve relative ones against). The deployed manifest's
 * maskable icons stay (the favicon set has none). Null when the favicon set holds no icon that
 * makes the app installable: the deployed manifest then stays as it is.
 */
export function configManifest(base: WebManifest, entries: readonly FaviconEntry[], origin: string): WebManifest | null {
  const icons = manifestIcons(entries, origin);
  if (!icons.some(isInstallableIcon)) return null;
  const startUrl = absolute(base.start_url, origin, '/');
  const maskable = (Array.isArray(base.icons) ? base.icons : [])
    .filter((icon) => typeof icon?.src === 'string' && typeof icon.purpose === 'string' && icon.purpose.split(/\s+/).includes('maskable'))
    .map((icon) => ({ ...icon, src: absolute(icon.src, origin, '/') }))
    .filter((icon) => !icons.some((own) => own.src === icon.src));
  return {
    ...base,
    // The same identity as the deployed file's (id, else start_url), so an installed app stays one app.
    id: absolute(base.id ?? base.start_url, origin, '/'),
    start_url: startUrl,
    scope: absolute(base.scope, origin, new URL('.', startUrl).pathname),
    icons: [...icons, ...maskable],
  };
}
