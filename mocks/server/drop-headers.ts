import type { Reply } from './reply';

/**
 * The test switch `--drop-header NAME` / MOCK_DROP_HEADERS: the server leaves these response
 * headers out, as a host whose configuration forgot them would, so `npm run check:deployment`
 * can be shown to notice (scripts/check-deployment.test.ts).
 */
export function withoutHeaders(reply: Reply, names: readonly string[]): Reply {
  if (names.length === 0) return reply;
  const dropped = new Set(names.map((name) => name.toLowerCase()));
  for (const name of Object.keys(reply.headers)) {
    if (dropped.has(name.toLowerCase())) delete reply.headers[name];
  }
  return reply;
}

/** Header names from a comma- or space-separated list. */
export function headerNames(list: string): string[] {
  return list.split(/[\s,]+/).filter(Boolean);
}
