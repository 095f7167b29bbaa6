import type { ReactNode } from 'react';
import type { HeadDefaults } from './default-head';
import type { SeoRoute } from './seo-route';
import { isReactOwned } from './title-keeper';

/**
 * The SEO head the build writes into a prerendered page. When the build asks
 * the content service (PRERENDER_DATA_ORIGIN), each page's head carries its SEO records: the
 * record's title first in <head> (`title[data-seo-title]`, the title keeper's own element), and its
 * description, canonical, robots, Open Graph, meta and JSON-LD, each marked STATIC_MARK. Crawlers
 * and link previews read them without running a script. The client leaves them standing until the
 * page settles, when its record head loads, asks for the same records and takes their place; a
 * navigation to another page removes them at once.
 */
export const STATIC_MARK = 'data-seo-static';

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

let staticPath: string | null | undefined;
let staticTitle: string | null = null;

/** The address the static SEO head stands for (`<html data-page-path>`), or null when there is none (any more). */
function staticHeadPath(): string | null {
  if (staticPath === undefined) {
    const page = typeof document === 'undefined' ? undefined : document.documentElement.dataset.pagePath;
    staticPath = page && document.head.querySelector(`[${STATIC_MARK}]`) ? trimmed(page) : null;
    staticTitle = staticPath ? (document.head.querySelector('title[data-seo-title]')?.textContent ?? null) : null;
  }
  return staticPath;
}

/** The record's title the build wrote (the title keeper keeps it shown until the record head takes over). */
export function staticHeadTitle(): string | null {
  return staticHeadPath() === null ? null : staticTitle;
}

/** The page shown is the one whose SEO head the build wrote, and no one has taken it over yet. */
export function hasStaticHead(pathname: string): boolean {
  const path = staticHeadPath();
  return path !== null && path === trimmed(pathname);
}

/**
 * Takes the build's SEO elements out of <head> (the title stays: the title keeper adopts it). React
 * adopts a `<meta>` or `<link>` of <head> with the same attributes as one it renders: those are its
 * own now and stay, without the mark.
 */
export function removeStaticHead(): void {
  if (staticHeadPath() === null) return;
  staticPath = null;
  staticTitle = null;
  for (const element of Array.from(document.head.querySelectorAll(`[${STATIC_MARK}]`))) {
    if (isReactOwned(element)) element.removeAttribute(STATIC_MARK);
    else element.remove();
  }
}

/** The build's renderer of a page's SEO elements, given the defaults of its route. */
export type BuildHeadRenderer = (defaults: HeadDefaults, route: SeoRoute) => ReactNode;

let buildHead: BuildHeadRenderer | null = null;

/** Set by the prerenderer around one page's render (src/start/boot/render-page.tsx); never in the browser. */
export function setBuildHead(renderer: BuildHeadRenderer | null): void {
  buildHead = renderer;
}

export function buildHeadRenderer(): BuildHeadRenderer | null {
  return buildHead;
}

/**
 * Test hook: read the document again.
 * @internal a seam for tests
 */
export function resetStaticHeadForTests(): void {
  staticPath = undefined;
  staticTitle = null;
}
