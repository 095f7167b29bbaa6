/**
 * The backends' default bases (SPEC §7) and how a configured one is read. Plain values without
 * `import.meta.env`, so the web app's worker (its cache rules, src/lib/pwa/sw.ts) reads the
 * same env the same way as the client (env.ts).
 */
export const DEFAULT_BASES = { api: '/api/', cms: '/cms/', auth: '/cms/api/' } as const;

/** A base URL or path from the env, trimmed, ending in `/`; the fallback when empty. */
export function configuredBase(value: string | undefined, fallback: string): string {
  const url = value && value.trim() ? value.trim() : fallback;
  return url.endsWith('/') ? url : `${url}/`;
}
