import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy source of each inline script of an HTML document (`'sha256-…'`, the
 * hash of the script's text exactly as written), so a static host can allow the prerendered
 * pages' own scripts (the stale-page guard, the early requests, the entry loader) without
 * `'unsafe-inline'`. Scripts with a `src` are left out: `'self'` covers them.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
