import { errorTypeFromWire, SERVER_ERROR_TYPES, type ServerErrorType } from '@/api/errors';
import { NAMESPACES } from '../namespaces';
import type { ErrorSpecIssue } from './scenario-state';

/**
 * Checks one forced-error entry (`call:Type[:count]`, as in mock_error) against what the mock really
 * serves, so a mistyped QA scenario is reported instead of silently doing nothing.
 */

export type ForcedErrorSpec = { match: string; type: ServerErrorType; times?: number };
export type ErrorSpecCheck = { ok: true; spec: ForcedErrorSpec } | { ok: false; issues: ErrorSpecIssue[] };

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The main-API namespaces the mock serves (mocks/namespaces.ts). */
export function servedNamespaces(): string[] {
  return Object.keys(NAMESPACES);
}

export function methodsOf(namespace: string): string[] {
  return Object.hasOwn(NAMESPACES, namespace) ? Object.keys(NAMESPACES[namespace]) : [];
}

/** null when `match` is `*`, `namespace.*` or `namespace.method` of a served namespace and method. */
export function checkCall(match: string): Extract<ErrorSpecIssue, { kind: 'call' }> | null {
  if (match === '*') return null;
  const [namespace = '', method, ...rest] = match.split('.');
  if (method === undefined || rest.length > 0 || !NAME.test(namespace) || (method !== '*' && !NAME.test(method))) {
    return { kind: 'call', call: match, reason: 'form' };
  }
  if (!Object.hasOwn(NAMESPACES, namespace)) {
    const near = closest(namespace, servedNamespaces());
    return { kind: 'call', call: match, reason: 'namespace', ...(near ? { suggestion: `${near}.${method}` } : {}) };
  }
  if (method === '*' || Object.hasOwn(NAMESPACES[namespace], method)) return null;
  const near = closest(method, methodsOf(namespace));
  return { kind: 'call', call: match, reason: 'method', namespace, ...(near ? { suggestion: `${namespace}.${near}` } : {}) };
}

/** HTTP reason phrases people type for a catalogue entry with the same meaning (SPEC §8 names). */
const ALIASES: Record<string, ServerErrorType> = {
  serviceunavailable: 'ApplicationUnavailable',
  unauthorized: 'Authorization',
  unauthorised: 'Authorization',
  forbidden: 'AccessDenied',
  notfound: 'MethodNotFound',
  badrequest: 'InvalidRequest',
  internalerror: 'InternalServerError',
  servererror: 'InternalServerError',
  ratelimited: 'TooManyRequests',
};

const squash = (value: string) => value.replace(/exception$/i, '').replace(/[\s_-]/g, '').toLowerCase();

/** The catalogue type a mistyped name obviously means, if there is exactly one such type. */
export function suggestErrorType(input: string): ServerErrorType | undefined {
  const wanted = squash(input);
  if (!wanted) return undefined;
  const alias = ALIASES[wanted];
  if (alias) return alias;
  const near = closest(wanted, SERVER_ERROR_TYPES);
  if (near) return near;
  // 'Banned' -> UserBanned, 'UserBannedError' -> UserBanned; only when a single type fits.
  if (wanted.length < 5) return undefined;
  const fits = SERVER_ERROR_TYPES.filter((type) => {
    const name = type.toLowerCase();
    return name.includes(wanted) || wanted.includes(name);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** Parses and checks `call:Type[:count]`; every problem of the entry is reported, not just the first. */
export function checkErrorSpec(text: string): ErrorSpecCheck {
  const parts = text.trim().split(':');
  const [match = '', typeText = '', countText] = parts;
  if (parts.length < 2 || parts.length > 3 || !match || !typeText) return { ok: false, issues: [{ kind: 'format' }] };
  const issues: ErrorSpecIssue[] = [];
  const callIssue = checkCall(match);
  if (callIssue) issues.push(callIssue);
  const type = errorTypeFromWire(typeText);
  if (!type) {
    const suggestion = suggestErrorType(typeText);
    issues.push({ kind: 'type', type: typeText, ...(suggestion ? { suggestion } : {}) });
  }
  let times: number | undefined;
  if (countText !== undefined) {
    times = /^\d+$/.test(countText) ? Number(countText) : NaN;
    if (!Number.isSafeInteger(times) || times < 1) issues.push({ kind: 'count', count: countText });
  }
  if (issues.length > 0 || !type) return { ok: false, issues };
  return { ok: true, spec: { match, type, ...(times !== undefined ? { times } : {}) } };
}

/** The longest delay one call may be given, in ms (beyond it, `never` says what is meant). */
export const MAX_CALL_LATENCY_MS = 600_000;

/** One mock_latency entry: a delay for every call, for the calls of a pattern, or `clear`. */
export type LatencySpec = { kind: 'all'; ms: number } | { kind: 'call'; match: string; ms: number | 'never' } | { kind: 'clear' };
export type LatencySpecCheck = { ok: true; spec: LatencySpec } | { ok: false; issues: ErrorSpecIssue[] };

/**
 * Parses and checks a mock_latency entry: `800` (every call), `call:800` or `call:never` (the calls
 * of a pattern, checked as mock_error's are), or `clear`. Every problem is reported.
 */
export function checkLatencySpec(text: string): LatencySpecCheck {
  const value = text.trim();
  if (value === 'clear') return { ok: true, spec: { kind: 'clear' } };
  if (/^\d+$/.test(value)) return { ok: true, spec: { kind: 'all', ms: Number(value) } };
  const parts = value.split(':');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, issues: [{ kind: 'latency', value }] };
  const [match, delay] = parts;
  const issues: ErrorSpecIssue[] = [];
  const callIssue = checkCall(match);
  if (callIssue) issues.push(callIssue);
  const ms = delay === 'never' ? 'never' : /^\d+$/.test(delay) && Number(delay) <= MAX_CALL_LATENCY_MS ? Number(delay) : null;
  if (ms === null) issues.push({ kind: 'latency', value: delay });
  if (issues.length > 0 || ms === null) return { ok: false, issues };
  return { ok: true, spec: { kind: 'call', match, ms } };
}

/** The full English explanation of one issue, for console.warn and thrown errors. */
export function describeIssue(issue: ErrorSpecIssue): string {
  switch (issue.kind) {
    case 'format':
      return 'expected namespace.method:ErrorType or namespace.method:ErrorType:count (or "clear")';
    case 'call': {
      const hint = issue.suggestion ? ` Did you mean "${issue.suggestion}"?` : '';
      if (issue.reason === 'method' && issue.namespace) {
        return `unknown call "${issue.call}": ${issue.namespace} has no such method.${hint} Its methods: ${methodsOf(issue.namespace).join(', ')}.`;
      }
      return (
        `unknown call pattern "${issue.call}".${hint} Valid forms: namespace.method, namespace.* or *, ` +
        `with a served namespace: ${servedNamespaces().join(', ')}.`
      );
    }
    case 'type': {
      const hint = issue.suggestion ? ` Did you mean "${issue.suggestion}"?` : '';
      return `unknown error type "${issue.type}".${hint} Valid types: ${SERVER_ERROR_TYPES.join(', ')}.`;
    }
    case 'count':
      return `bad count "${issue.count}": the third part is how many calls fail, a whole number of at least 1.`;
    case 'latency':
      return (
        `bad latency "${issue.value}": expected ms for every call (800), namespace.method:ms or namespace.method:never ` +
        `for the calls of a pattern (ms up to ${MAX_CALL_LATENCY_MS}), or "clear".`
      );
  }
}

/** Case-insensitive nearest name within a small edit distance, when exactly one is nearest. */
function closest<T extends string>(input: string, names: readonly T[]): T | undefined {
  const wanted = input.toLowerCase();
  const limit = Math.max(1, Math.floor(wanted.length / 4));
  let best: T | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of names) {
    const distance = editDistance(wanted, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) {
      tie = true;
    }
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
