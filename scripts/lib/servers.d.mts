/** The address scripts bind their servers to. */
export const HOST: string;
/** A free TCP port on HOST. */
export function freePort(): Promise<number>;
/** Stops a child process started by these helpers (SIGTERM, then SIGKILL). */
export function stopProcess(child: unknown): Promise<void>;
/** The mock HTTP server (scripts/mock-server.mjs), optionally serving a build. */
export function startMockServer(options: {
  staticDir?: string;
  port: number;
  /** Also serve the partner demo page (docs/partners.md) on this port. */
  partnerPort?: number;
  /** The mock games' port (default a free one). */
  gamePort?: number;
  /** The origin the games' launch addresses name (scripts/lib/game-host.mjs). */
  gameOrigin?: string;
}): Promise<{ url: string; stop: () => Promise<void> }>;
/** `vite preview` of a build. */
export function startPreview(options: { outDir: string; port: number; mode?: string }): Promise<{ url: string; stop: () => Promise<void> }>;
