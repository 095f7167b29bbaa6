import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { metadataApi } from '@/api/metadata/metadata-api';
import type { RedirectRule } from '@/api/metadata/metadata.types';
import { splitLocale, withLocale } from '@/lib/i18n/locales';
import { resolveNavigationTarget } from '@/lib/navigation/safe-url';
import { storeContext } from '@/lib/router/router-context';

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** '/casino/*' matches '/casino/slots/x' and captures 'slots/x'. */
function compile(pattern: string): RegExp {
  const body = pattern.split('*').map(escapeRegExp).join('(.*)');
  return new RegExp(`^${body.replace(/\/$/, '')}/?$`);
}

/** The target of the first rule matching the path, with captured wildcards put into its '*'s. */
export function matchRedirect(rules: readonly RedirectRule[], path: string): string | null {
  for (const rule of rules) {
    if (!rule.from_url || !rule.to_url) continue;
    const match = compile(rule.from_url).exec(path);
    if (!match) continue;
    const captures = match.slice(1);
    let index = 0;
    return rule.to_url.replace(/\*/g, () => captures[index++] ?? '');
  }
  return null;
}

/** Configured redirects (SPEC §2), matched against the address without its locale prefix. */
export const redirectsMiddleware: MiddlewareFunction = async ({ request, context }) => {
  const store = context.get(storeContext);
  const request$ = store.dispatch(metadataApi.endpoints.metadataGet.initiate());
  let rules: RedirectRule[] = [];
  try {
    rules = (await request$.unwrap()).redirects ?? [];
  } catch {
    return; // without metadata there is nothing to redirect
  } finally {
    request$.unsubscribe();
  }
  const url = new URL(request.url);
  const { locale, rest } = splitLocale(url.pathname);
  const target = matchRedirect(rules, rest) ?? matchRedirect(rules, url.pathname);
  if (!target) return;

  // Operator-configured targets may leave the site (explicit permission), but never to a script protocol.
  const resolved = resolveNavigationTarget(target, { origin: url.origin, allowExternal: true });
  if (!resolved) return;
  // The target was checked above; React Router sends the browser to absolute URLs itself.
  if (resolved.kind === 'external') throw redirectDocument(resolved.url);
  {
    const internal = splitLocale(resolved.path).prefixed ? resolved.path : withLocale(locale, resolved.path);
    if (internal !== url.pathname + url.search) throw redirect(internal);
  }
};
