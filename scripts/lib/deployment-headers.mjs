// The header half of `npm run check:deployment` (scripts/check-deployment.mjs), without I/O: is a
// served header present and as strict as the build's baseline, and, given the build's `_headers`
// (scripts/lib/security-headers.ts writes it), at least as strict as what that file asks for?
// Each check returns { problems, notes }: a problem fails the check, a note is printed beside it.
// Typed in deployment-headers.d.mts.

/** Deployments may extend these with their own origins (game providers, partners: docs/static-hosting.md). */
const EXTENSIBLE_DIRECTIVES = new Set(['frame-src', 'frame-ancestors']);

/** The directives a missing fetch directive falls back to (CSP Level 3, "effective directive"). */
const FALLBACKS = {
  'script-src-elem': ['script-src', 'default-src'],
  'script-src-attr': ['script-src', 'default-src'],
  'style-src-elem': ['style-src', 'default-src'],
  'style-src-attr': ['style-src', 'default-src'],
  'frame-src': ['child-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};
const FETCH_DIRECTIVES = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'style-src',
  ...Object.keys(FALLBACKS),
]);

/** Sources that let any host or any inline text in: never acceptable for scripts or framing. */
const WIDE_SOURCE = /^(\*|[a-z][a-z0-9+.-]*:)$/;

const result = (problems = [], notes = []) => ({ problems, notes });
const short = (source) => (source.length > 24 ? `${source.slice(0, 20)}…${source.at(-1)}` : source);
const listed = (sources, most = 4) =>
  sources.length <= most ? sources.map(short).join(' ') : `${sources.slice(0, most).map(short).join(' ')} and ${sources.length - most} more`;

/** A source as browsers compare it: keywords and hosts case-insensitively, hashes as written. */
function normalizeSource(source) {
  const quoted = /^'(sha256|sha384|sha512|nonce)-(.+)'$/i.exec(source);
  if (quoted) return `'${quoted[1].toLowerCase()}-${quoted[2]}'`;
  return source.toLowerCase().replace(/\/$/, '');
}

/**
 * The policies of a Content-Security-Policy value (several headers arrive joined by commas; each is
 * enforced): a Map of directive -> sources. A repeated directive is ignored, as browsers do.
 */
export function parseCsp(value) {
  if (!value) return [];
  return value
    .split(',')
    .map((policy) => {
      const directives = new Map();
      for (const part of policy.split(';')) {
        const [name, ...sources] = part.trim().split(/\s+/);
        if (!name || directives.has(name.toLowerCase())) continue;
        directives.set(name.toLowerCase(), sources.map(normalizeSource));
      }
      return directives;
    })
    .filter((directives) => directives.size > 0);
}

/** The sources that govern `directive` in one policy (after fallbacks), or null: not restricted. */
export function effectiveSources(policy, directive) {
  for (const name of [directive, ...(FALLBACKS[directive] ?? (FETCH_DIRECTIVES.has(directive) ? ['default-src'] : []))]) {
    if (policy.has(name)) return policy.get(name);
  }
  return null;
}

/** `'none'` alone means nothing; next to other sources browsers ignore it. */
const allowed = (sources) => sources.filter((source) => source !== "'none'");

/** Whether the served source `source` is allowed by the build's list `sources`. */
function coveredBy(source, sources) {
  if (source === "'report-sample'" || sources.includes(source)) return true;
  const host = /^([a-z][a-z0-9+.-]*):\/\/([^/:]+)(:\d+|:\*)?$/.exec(source);
  if (!host) return false;
  return sources.some((wider) => {
    if (wider === `${host[1]}:`) return true;
    const wildcard = /^([a-z][a-z0-9+.-]*):\/\/\*\.([^/:]+)(:\d+|:\*)?$/.exec(wider);
    return wildcard !== null && wildcard[1] === host[1] && host[2].endsWith(`.${wildcard[2]}`) && (wildcard[3] ?? '') === (host[3] ?? '');
  });
}

/** The served sources of `directive` the build's list does not allow (none: as strict or stricter). */
function extraSources(served, expected) {
  return allowed(served).filter((source) => !coveredBy(source, allowed(expected)));
}

/** Problems of one policy's directive set against the baseline every deployment keeps. */
function baselineProblems(policies) {
  const problems = [];
  const some = (test) => policies.some(test);
  const scripts = policies.map((policy) => effectiveSources(policy, 'script-src')).filter((sources) => sources !== null);
  if (scripts.length === 0) problems.push('no script-src (nor default-src): any script may run');
  else if (!scripts.some((sources) => !sources.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || WIDE_SOURCE.test(source)))) {
    const weak = [...new Set(scripts.flat().filter((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || WIDE_SOURCE.test(source)))];
    problems.push(`script-src allows ${weak.join(' ')}`);
  }
  if (!some((policy) => allowed(effectiveSources(policy, 'object-src') ?? ['*']).length === 0)) problems.push("object-src is not 'none'");
  if (!some((policy) => policy.has('base-uri') && allowed(policy.get('base-uri')).length === 0)) problems.push("base-uri is not 'none'");
  const ancestors = policies.filter((policy) => policy.has('frame-ancestors')).map((policy) => policy.get('frame-ancestors'));
  if (ancestors.length === 0) problems.push('no frame-ancestors: any site may frame the pages');
  else if (!ancestors.some((sources) => !sources.some((source) => WIDE_SOURCE.test(source)))) problems.push('frame-ancestors lets any site frame the pages');
  return problems;
}

/**
 * Content-Security-Policy: present, scripts without 'unsafe-inline' / 'unsafe-eval' or wildcards,
 * object-src and base-uri 'none', frame-ancestors set. With the build's policy: every directive it
 * has is served with no source it lacks (frame-src and frame-ancestors may add origins, noted).
 */
export function checkCsp(served, expected) {
  const policies = parseCsp(served);
  if (policies.length === 0) return result(['missing']);
  const problems = baselineProblems(policies);
  const notes = [];
  const [wanted] = parseCsp(expected);
  for (const [directive, sources] of wanted ?? []) {
    const candidates = policies.map((policy) => effectiveSources(policy, directive)).filter((list) => list !== null);
    if (candidates.length === 0) {
      problems.push(`no ${directive} (the build has one)`);
      continue;
    }
    const extras = candidates.map((list) => extraSources(list, sources)).sort((a, b) => a.length - b.length)[0];
    if (extras.length === 0) continue;
    if (EXTENSIBLE_DIRECTIVES.has(directive) && !extras.some((source) => WIDE_SOURCE.test(source) || source.startsWith("'unsafe-"))) {
      notes.push(`${directive} adds ${listed(extras)}`);
    } else {
      problems.push(`${directive} allows ${listed(extras)}, which the build's policy does not`);
    }
  }
  return result(problems, notes);
}

/** X-Content-Type-Options: `nosniff` (the build's value, the only one there is). */
export function checkNosniff(served) {
  if (served === undefined || served === null) return result(['missing']);
  return served.split(',')[0].trim().toLowerCase() === 'nosniff' ? result() : result([`is "${served}", not nosniff`]);
}

/**
 * What each referrer policy sends: [same origin, another origin, https -> http], 0 nothing,
 * 1 the origin, 2 the full address. One policy is at least as strict as another when it sends no
 * more in any of the three cases.
 */
const REFERRER_LEAKS = {
  'no-referrer': [0, 0, 0],
  'same-origin': [2, 0, 0],
  'strict-origin': [1, 1, 0],
  'strict-origin-when-cross-origin': [2, 1, 0],
  origin: [1, 1, 1],
  'origin-when-cross-origin': [2, 1, 1],
  'no-referrer-when-downgrade': [2, 2, 0],
  'unsafe-url': [2, 2, 2],
};
export const REFERRER_BASELINE = 'strict-origin-when-cross-origin';

/** The policy a browser applies: the last value it knows, or null. */
export function effectiveReferrerPolicy(value) {
  const known = (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token in REFERRER_LEAKS);
  return known.at(-1) ?? null;
}

const atLeastAsStrict = (policy, than) => REFERRER_LEAKS[policy].every((leak, index) => leak <= REFERRER_LEAKS[than][index]);

/** Referrer-Policy: present and at least as strict as strict-origin-when-cross-origin and the build's value. */
export function checkReferrerPolicy(served, expected) {
  if (served === undefined || served === null) return result(['missing']);
  const policy = effectiveReferrerPolicy(served);
  if (policy === null) return result([`"${served}" is no policy browsers know`]);
  const problems = [];
  for (const than of new Set([REFERRER_BASELINE, effectiveReferrerPolicy(expected) ?? REFERRER_BASELINE])) {
    if (!atLeastAsStrict(policy, than)) problems.push(`${policy} is weaker than ${than}`);
  }
  return result(problems);
}

/**
 * A Permissions-Policy value (a structured-field dictionary): feature -> its allowlist, `*`, `self`
 * or quoted origins; `()` is an empty list (nobody).
 */
export function parsePermissionsPolicy(value) {
  const features = new Map();
  for (const member of (value ?? '').split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*=\s*(.*?)\s*$/i.exec(member);
    if (!match) continue;
    const raw = match[2].replace(/^\(|\)$/g, '').trim();
    features.set(match[1].toLowerCase(), raw === '' ? [] : raw.split(/\s+/).map((token) => token.replace(/^"|"$/g, '').toLowerCase()));
  }
  return features;
}

/** Features that must never be granted to every origin. */
export const GUARDED_FEATURES = ['camera', 'microphone'];

/**
 * Permissions-Policy: present, camera and microphone not granted to `*`; with the build's value,
 * every feature it lists allowed to no one it does not allow (a missing feature is `self`).
 */
export function checkPermissionsPolicy(served, expected) {
  if (served === undefined || served === null) return result(['missing']);
  const features = parsePermissionsPolicy(served);
  if (features.size === 0) return result([`"${served}" lists no feature`]);
  const problems = GUARDED_FEATURES.filter((feature) => features.get(feature)?.includes('*')).map((feature) => `${feature} is granted to every origin (*)`);
  for (const [feature, allowlist] of parsePermissionsPolicy(expected)) {
    const servedList = features.get(feature) ?? ['self'];
    if (allowlist.includes('*')) continue;
    const extra = servedList.filter((entry) => !allowlist.includes(entry));
    if (extra.length > 0 && !problems.some((problem) => problem.startsWith(`${feature} `))) {
      problems.push(`${feature}=(${servedList.join(' ')}) allows ${extra.join(' ')}; the build has ${feature}=(${allowlist.join(' ')})`);
    }
  }
  return result(problems);
}

/** Cache-Control directives: name -> value (true when it has none). */
export function parseCacheControl(value) {
  const directives = new Map();
  for (const part of (value ?? '').split(',')) {
    const [name, raw] = part.split('=');
    if (name.trim()) directives.set(name.trim().toLowerCase(), raw === undefined ? true : raw.trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

/** Whether a cache may use the answer only after asking the server again. */
function revalidatedEachTime(directives) {
  if (directives.has('no-cache') || directives.has('no-store')) return true;
  const maxAge = directives.get('max-age');
  if (maxAge !== undefined) return Number(maxAge) === 0;
  return directives.has('must-revalidate');
}

/** sw.js: `no-cache` (or no-store, max-age=0): a cached worker would pin an old build. */
export function checkRevalidated(served) {
  if (!served) return result(['no Cache-Control: caches may keep an old copy']);
  return revalidatedEachTime(parseCacheControl(served)) ? result() : result([`"${served}" lets caches keep an old copy`]);
}

export const LONG_LIVED_SECONDS = 30 * 24 * 3600;

/** A hashed file under /assets/: `immutable` and cached long (at least the build's max-age). */
export function checkImmutable(served, expected) {
  if (!served) return result(['no Cache-Control: browsers ask again for files that never change']);
  const directives = parseCacheControl(served);
  const problems = [];
  if (directives.has('no-store') || directives.has('no-cache')) problems.push(`"${served}" is not cached`);
  if (!directives.has('immutable')) problems.push('not immutable');
  const maxAge = Number(directives.get('max-age') ?? 0);
  const wanted = Math.max(LONG_LIVED_SECONDS, Number(parseCacheControl(expected).get('max-age') ?? 0));
  if (!(maxAge >= wanted)) problems.push(`max-age=${directives.get('max-age') ?? 'none'} is shorter than ${wanted}`);
  return result(problems);
}

/**
 * A Netlify / Cloudflare Pages `_headers` file: its rules in order, each a path pattern (`*` any
 * characters) and its headers.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers the file gives a path (later rules override earlier ones), names in lower case. */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers));
}
