/**
 * The site's own Referrer-Policy: the host sends it with every page (scripts/lib/security-headers.ts
 * writes it into the headers file). Content that can set a policy in the page (an SEO record's
 * `<meta name="referrer">`) may only make it stricter.
 */
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * What each policy sends: [to the same origin, to another origin, from https to http], 0 nothing,
 * 1 the origin, 2 the full address.
 */
const REFERRER_LEAKS: Readonly<Record<string, readonly [number, number, number]>> = {
  'no-referrer': [0, 0, 0],
  'same-origin': [2, 0, 0],
  'strict-origin': [1, 1, 0],
  'strict-origin-when-cross-origin': [2, 1, 0],
  origin: [1, 1, 1],
  'origin-when-cross-origin': [2, 1, 1],
  'no-referrer-when-downgrade': [2, 2, 0],
  'unsafe-url': [2, 2, 2],
};

/**
 * Whether `policy` (one token, any case) sends no more than `than` in any case. Unknown tokens,
 * lists and the legacy keywords (`always`, `default`, ...) are not: they are refused.
 */
export function isReferrerPolicyAsStrict(policy: string, than: string = SITE_REFERRER_POLICY): boolean {
  const leaks = Object.hasOwn(REFERRER_LEAKS, policy.trim().toLowerCase()) ? REFERRER_LEAKS[policy.trim().toLowerCase()] : null;
  const limit = REFERRER_LEAKS[than];
  return !!leaks && !!limit && leaks.every((leak, index) => leak <= limit[index]);
}
