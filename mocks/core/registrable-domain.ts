/**
 * Stands in for `tldts` in the browser's mock bundle (vite.config.ts aliases it there only; Node and
 * the tests keep the real package). MSW's cookie store (tough-cookie) asks `getDomain` for a cookie
 * domain's registrable part, and the real answer needs the whole public suffix list: about 300 KB
 * of the mock start's code, downloaded and compiled before the mock worker can answer (decision
 * record 033). The mock build runs on localhost, an IP address or a QA host name, where the last
 * two labels are the answer. Multi-label public suffixes (`co.uk`, `github.io`) are not known:
 * `x.co.uk` gives `co.uk`, which only lets the mock accept a cookie a real browser would refuse.
 */
interface GetDomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.includes(':');
}

/** The registrable domain (the last two labels) of a host name; null for an IP address or a single label. */
export function getDomain(hostname: string, _options?: GetDomainOptions): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || isIpAddress(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
