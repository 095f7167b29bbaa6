import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;

/** A classic or module script runs; a data block (`application/json`, JSON-LD) does not, and no policy covers it. */
function runs(attributes: string): boolean {
  const type = TYPE.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * The Content-Security-Policy source of each inline script of an HTML document (`'sha256-…'`, the
 * hash of the script's text exactly as written), so a static host can allow the prerendered
 * pages' own scripts (the stale-page guard, the early requests, the entry loader) without
 * `'unsafe-inline'`. Scripts with a `src` are left out (`'self'` covers them), and so are data blocks.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => runs(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
