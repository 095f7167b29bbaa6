/**
 * The mock games' own origin beside the mock HTTP server (decision record 047): production builds
 * frame only pages of another origin, so the server answers the mock games on a second port.
 */

/** The games' origin as the browser reaches it: the host name it used for the site, the games' port. */
export function gameOriginFor(siteUrl: URL, gamePort: number): string {
  const origin = new URL(siteUrl.origin);
  origin.port = String(gamePort);
  return origin.origin;
}

/**
 * The build's policy with the games' origin added to its `frame-src`, as a deployment lists its game
 * providers. A policy without `frame-src` is returned as it is.
 */
export function withFrameSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().split(/\s+/)[0] === 'frame-src' ? `${directive.trimEnd()} ${source}` : directive))
    .join(';');
}
