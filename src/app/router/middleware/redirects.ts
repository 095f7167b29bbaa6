import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router';
import { metadataApi } from '@/api/metadata/metadata-api';
import type { RedirectRule } from '@/api/metadata/metadata.types';
import { splitLocale } from '@/lib/i18n/locales';
import { localizeLink } from '@/lib/i18n/localize-link';
import { resolveNavigationTarget } from '@/lib/navigation/safe-url';
import { storeContext } from '@/lib/router/router-context';
import { firstMatchingRule } from './redirect-match';

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
  const matched = firstMatchingRule(rules, rest) ?? firstMatchingRule(rules, url.pathname);
  if (!matched) return;
  // Building and checking a target is needed only on an address a rule names: not in the start chunk.
  const { redirectTarget } = await import('./redirect-target');
  const found = redirectTarget(matched.rule, matched.captures);
  if (!found) return;

  // Operator-configured targets may leave the site (explicit permission), only for the host the rule names.
  const resolved = resolveNavigationTarget(found.target, { origin: url.origin, allowExternal: found.origin ? [found.origin] : false });
  if (!resolved) return;
  // The target was checked above; React Router sends the browser to absolute URLs itself.
  if (resolved.kind === 'external') throw redirectDocument(resolved.url);
  const internal = localizeLink(locale, resolved.path);
  if (internal !== url.pathname + url.search) throw redirect(internal);
};
