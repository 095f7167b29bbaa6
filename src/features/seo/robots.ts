/** Disallow lines of robots.txt (for every user agent) as matchers (SPEC §2). */
export function parseDisallow(robotsTxt: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const rawLine of robotsTxt.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^disallow\s*:\s*(\S*)/i.exec(line);
    if (!match || !match[1]) continue;
    const anchored = match[1].endsWith('$');
    const body = (anchored ? match[1].slice(0, -1) : match[1])
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    patterns.push(new RegExp(`^${body}${anchored ? '$' : ''}`));
  }
  return patterns;
}

/** A page whose path matches a Disallow rule gets `noindex, follow`. */
export function robotsDirective(pathname: string, rules: readonly RegExp[]): string | null {
  return rules.some((rule) => rule.test(pathname)) ? 'noindex, follow' : null;
}
