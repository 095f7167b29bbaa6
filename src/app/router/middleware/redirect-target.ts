import type { RedirectRule } from '@/api/metadata/metadata.types';
import { firstMatchingRule } from './redirect-match';

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
 * The target of a rule that matched, with its captures put into the '*'s of `to_url`. The target's
 * origin is the one `to_url` spells out before substitution; captures go in as encoded path
 * segments, so the visitor's address can never pick the host. A refused rule is logged.
 */
export function redirectTarget(rule: RedirectRule, rawCaptures: readonly string[]): RedirectMatch | null {
  const refuse = (reason: string) => {
    console.warn(`[redirects] refused ${JSON.stringify(rule.from_url)} -> ${JSON.stringify(rule.to_url)}: ${reason}`);
    return null;
  };
  const origin = templateOrigin(rule.to_url);
  if (typeof origin === 'string') return refuse(origin);
  const captures = rawCaptures.map(captureSegments);
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

/**
 * The target of the first rule matching the path (the middleware's decision, synchronously), or null.
 * @internal a seam for tests
 */
export function matchRedirect(rules: readonly RedirectRule[], path: string): string | null {
  const matched = firstMatchingRule(rules, path);
  return matched ? (redirectTarget(matched.rule, matched.captures)?.target ?? null) : null;
}
