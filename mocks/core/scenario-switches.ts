import { errorTypeFromWire, type ServerErrorType } from '@/api/errors';
import { checkCall, describeIssue, MAX_CALL_LATENCY_MS, suggestErrorType } from './error-spec';
import { type CallLatency, type CatalogSize, type ForcedError, scenarioState, setScenarioState, updateScenarioState } from './scenario-state';

/**
 * The switches of how the mock backend answers, kept in the scenario state: used by the QA panel, by
 * URL parameters and by tests (all through mocks/scenarios.ts). Forced errors apply to main-API
 * calls; latency and offline apply to every mock handler.
 */

/**
 * Makes calls answer with a server error: ERROR_STATUS[type] and errorBody(type, 'Forced by QA scenario').
 * The call is `namespace.method` or `namespace.*` of a namespace the mock serves, or `*`; the type is a
 * SPEC §8 name (the wire name with "Exception" works too). Anything else throws a TypeError that
 * explains what is valid. A later forceError for the same match replaces the earlier one. `times`
 * limits it to the next n calls.
 */
export function forceError(match: string, type: ServerErrorType | (string & {}), options: { times?: number } = {}): void {
  const callIssue = checkCall(match);
  if (callIssue) throw new TypeError(`forceError: ${describeIssue(callIssue)}`);
  const name = errorTypeFromWire(type);
  if (!name) {
    const suggestion = suggestErrorType(type);
    throw new TypeError(`forceError: ${describeIssue({ kind: 'type', type, ...(suggestion ? { suggestion } : {}) })}`);
  }
  const entry: ForcedError = { match, type: name };
  if (options.times !== undefined) {
    if (!Number.isInteger(options.times) || options.times < 1) {
      throw new TypeError(`forceError: ${describeIssue({ kind: 'count', count: String(options.times) })}`);
    }
    entry.remaining = options.times;
  }
  const others = scenarioState().forcedErrors.filter((item) => item.match !== match);
  updateScenarioState({ forcedErrors: [...others, entry] });
}

export function removeForcedError(match: string): void {
  updateScenarioState({ forcedErrors: scenarioState().forcedErrors.filter((item) => item.match !== match) });
}

export function clearForcedErrors(): void {
  updateScenarioState({ forcedErrors: [] });
}

/** Delay before every mock answer, in ms (0 turns it off). */
export function setLatency(ms: number): void {
  const value = Number.isFinite(ms) ? Math.max(0, Math.min(60_000, Math.round(ms))) : 0;
  updateScenarioState({ latencyMs: value });
}

/**
 * Delays the main-API calls `match` names (`namespace.method`, `namespace.*` or `*`, checked as
 * forceError checks it) by `ms`, or forever with 'never' (the client's own time limit ends the
 * wait); 0 removes the delay. For those calls it replaces the every-call latency; the most specific
 * match wins. Bad input throws a TypeError that explains what is valid.
 */
export function setCallLatency(match: string, ms: number | 'never'): void {
  const callIssue = checkCall(match);
  if (callIssue) throw new TypeError(`setCallLatency: ${describeIssue(callIssue)}`);
  if (ms !== 'never' && (!Number.isInteger(ms) || ms < 0 || ms > MAX_CALL_LATENCY_MS)) {
    throw new TypeError(`setCallLatency: ${describeIssue({ kind: 'latency', value: String(ms) })}`);
  }
  const others = scenarioState().callLatencies.filter((item) => item.match !== match);
  const entry: CallLatency = { match, ms };
  updateScenarioState({ callLatencies: ms === 0 ? others : [...others, entry] });
}

export function removeCallLatency(match: string): void {
  updateScenarioState({ callLatencies: scenarioState().callLatencies.filter((item) => item.match !== match) });
}

/** Every mock handler answers with a network error while offline. */
export function setOffline(offline: boolean): void {
  updateScenarioState({ offline });
}

/** Reserved for the game catalogue: 'large' switches to 10,000+ games. */
export function setCatalog(catalog: CatalogSize): void {
  updateScenarioState({ catalog });
}

/** All switches off: no forced errors, no latency, online, default catalogue. */
export function clearScenarios(): void {
  setScenarioState({ forcedErrors: [], latencyMs: 0, callLatencies: [], offline: false, catalog: 'default' });
}
