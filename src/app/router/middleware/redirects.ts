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

/** Where a rule may send the visitor: the site itself, or the one origin its `to_url` spells out. */
type TemplateOrigin = { kind: 'internal' } | { kind: 'external'; origin: string };

/**
 * The origin a target template decides before anything is put into it: a site path ('/x/*'), or an
 * absolute http(s) address whose scheme and host hold no wildcard. Anything else is refused.
 */
function templateOrigin(template: string): TemplateOrigin | string {
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(template)) return 'the target holds spaces, control characters or a backslash';
  if (template.startsWith('/') && !template.startsWith('//')) return { kind: 'internal' };
  const absolute = /^https?:\/\/([^/?#]*)/i.exec(template);
  if (!absolute) return 'the target is neither a site path nor an http(s) address';
  if (absolute[1].includes('*')) return 'a wildcard in the target host would let the address choose the host';
  try {
    const url = new URL(template.replace(/\*/g, ''));
    if (url.username !== '' || url.password !== '') return 'the target carries credentials';
    return { kind: 'external', origin: url.origin };
  } catch {
    return 'the target is not a valid address';
  }
}

/** A capture as path segments: empty segments dropped (no '//'), each one percent-encoded ('@', ':', '\\'...). */
function captureSegments(capture: string): string {
  return capture
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {
        // a malformed escape stays as written, then encoded below
      }
      return encodeURIComponent(text);
    })
    .join('/');
}

export interface RedirectMatch {
  target: string;
  /** The configured target's origin for an external rule; null for a site path. */
  origin: string | null;
}

/**
 * The first rule matching the path, with its captures put into the '*'s of `to_url`. The target's
 * origin is the one `to_url` spells out before substitution; captures go in as encoded path
 * segments, so the visitor's address can never pick the host. A refused rule is logged and ends
 * the search (its target is broken for every path).
 */
export function findRedirect(rules: readonly RedirectRule[], path: string): RedirectMatch | null {
  for (const rule of rules) {
    if (!rule.from_url || !rule.to_url) continue;
    const match = compile(rule.from_url).exec(path);
    if (!match) continue;
    const refuse = (reason: string) => {
      console.warn(`[redirects] refused ${JSON.stringify(rule.from_url)} -> ${JSON.stringify(rule.to_url)}: ${reason}`);
      return null;
    };
    const origin = templateOrigin(rule.to_url);
    if (typeof origin === 'string') return refuse(origin);
    const captures = match.slice(1).map(captureSegments);
    let index = 0;
    const target = rule.to_url.replace(/\*/g, () => captures[index++] ?? '');
    if (origin.kind === 'internal') {
      return target.startsWith('/') && !target.startsWith('//') ? { target, origin: null } : refuse('the capture made the path leave the site');
    }
    try {
      const url = new URL(target);
      if (url.origin !== origin.origin || url.username !== '' || url.password !== '') return refuse('the capture changed the target host');
    } catch {
      return refuse('the target is not a valid address');
    }
    return { target, origin: origin.origin };
  }
  return null;
}

/** The target of the first rule matching the path (findRedirect), or null. */
export function matchRedirect(rules: readonly RedirectRule[], path: string): string | null {
  return findRedirect(rules, path)?.target ?? null;
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
  const found = findRedirect(rules, rest) ?? findRedirect(rules, url.pathname);
  if (!found) return;

  // Operator-configured targets may leave the site (explicit permission), only for the host the rule names.
  const resolved = resolveNavigationTarget(found.target, { origin: url.origin, allowExternal: found.origin ? [found.origin] : false });
  if (!resolved) return;
  // The target was checked above; React Router sends the browser to absolute URLs itself.
  if (resolved.kind === 'external') throw redirectDocument(resolved.url);
  {
    const internal = splitLocale(resolved.path).prefixed ? resolved.path : withLocale(locale, resolved.path);
    if (internal !== url.pathname + url.search) throw redirect(internal);
  }
};
