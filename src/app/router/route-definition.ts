import type { MiddlewareFunction, RouteObject } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { href, type RouteName } from '@/lib/router/paths';
import { redirectTo } from './middleware/route-redirects';

export type LayoutName = 'default' | 'empty' | 'game' | 'icons' | 'profile';

/** Flags read by the shell: protected sections, game pages (no balance refresh, no chat), SEO url pattern. */
export interface RouteHandle {
  name: RouteName;
  protected?: boolean;
  gamePage?: boolean;
  seoUrlPattern?: string;
}

type LazyModule = NonNullable<RouteObject['lazy']>;

/** One line of the route table (routes.ts, built from the sections' tables in sections/). */
export interface RouteDefinition {
  name: RouteName;
  layout: LayoutName;
  /**
   * The route module: `() => import('@/features/<feature>/routes/<page>-route')`, exporting
   * `Component` and, when it needs one, `loader` and `ErrorBoundary`.
   */
  lazy?: LazyModule;
  handle?: Omit<RouteHandle, 'name'>;
  /** More locale-free paths that show the same page (the game page's canonical addresses, SPEC §2). */
  alsoAt?: readonly string[];
  /** Only in the unprefixed tree (SPEC §2 "unprefixed extras"). */
  unprefixedOnly?: boolean;
  middleware?: (locale: Locale) => MiddlewareFunction[];
  /**
   * The translation namespaces the page renders with besides the core ones, for a page without
   * prerendered HTML (which carries its own): they load beside the route module, not one after
   * another as the page's components first ask for them.
   */
  namespaces?: readonly string[];
  /**
   * A public page without parameters whose HTML the build renders for every locale (decision
   * record 016): it must render without data, as a visitor, with skeletons where data goes.
   * `'shell'`: a page whose path ends in one parameter (the game page) gets one file per locale for
   * every value of it, rendered as the page looks before its data; a host rule serves it for the
   * whole folder.
   */
  prerender?: boolean | 'shell';
}

export const protectedRoute = { protected: true } as const;

/** A plain redirect route's middleware: to the page `name` of the same locale. */
export const to = (name: RouteName) => (locale: Locale) => [redirectTo((l) => href(l, name), locale)];
