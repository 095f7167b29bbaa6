import { LOCALES } from '@/lib/i18n/locales';
import { href } from '@/lib/router/paths';
import { ROUTES } from '../router/routes';

/** Every address the build prerenders: each route marked `prerender` in the route table, in every locale. */
export function prerenderedPaths(): string[] {
  const names = ROUTES.filter((route) => route.prerender).map((route) => route.name);
  return LOCALES.flatMap((locale) => names.map((name) => href(locale, name)));
}

/** The file a static host serves for a prerendered address: '/' -> index.html, '/it/gamehall' -> it/gamehall.html. */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}.html`;
}
