import type { ServerErrorType } from '@/api/errors';

/**
 * The QA switches, kept apart from scenarios.ts so the database module can reset them without an
 * import cycle. Immutable snapshots: the QA panel reads them with useSyncExternalStore.
 */
export interface ForcedError {
  /** 'namespace.method', 'namespace.*' or '*'. */
  match: string;
  type: ServerErrorType;
  /** How many more calls fail; undefined means until removed. */
  remaining?: number;
}

/** A delay for the main-API calls one pattern matches (mock_latency=account.getInfo:never). */
export interface CallLatency {
  /** 'namespace.method', 'namespace.*' or '*'. */
  match: string;
  /** ms before the answer, or 'never': no answer until the client gives up. */
  ms: number | 'never';
}

export type CatalogSize = 'default' | 'large';

export interface ScenarioState {
  forcedErrors: readonly ForcedError[];
  /** Before every mock answer (a plain mock_latency number). */
  latencyMs: number;
  /** Instead of latencyMs for the main-API calls they match (the most specific wins). */
  callLatencies: readonly CallLatency[];
  offline: boolean;
  catalog: CatalogSize;
}

export const SCENARIOS_STORAGE_KEY = 'mock:scenarios';

/** One thing wrong with a rejected mock_error entry; the QA panel words it, console.warn spells it out. */
export type ErrorSpecIssue =
  /** Not `call:Type[:count]`. */
  | { kind: 'format' }
  /** `form`: not namespace.method, namespace.* or *; `namespace` / `method`: not served by the mock. */
  | { kind: 'call'; call: string; reason: 'form' | 'namespace' | 'method'; namespace?: string; suggestion?: string }
  | { kind: 'type'; type: string; suggestion?: string }
  | { kind: 'count'; count: string }
  /** A mock_latency entry that is neither ms, call:ms, call:never nor clear. */
  | { kind: 'latency'; value: string };

/** A rejected QA parameter, e.g. `mock_error=auth.login:ServiceUnavailable`, and why. */
export interface ScenarioWarning {
  param: string;
  issues: readonly ErrorSpecIssue[];
}

/** Kept apart from the switches: the warnings stay (across reloads) until QA dismisses them. */
export const SCENARIO_WARNINGS_STORAGE_KEY = 'mock:scenario-warnings';

const INITIAL: ScenarioState = { forcedErrors: [], latencyMs: 0, callLatencies: [], offline: false, catalog: 'default' };

function isCallLatency(value: unknown): value is CallLatency {
  const entry = value as Partial<CallLatency> | null;
  return typeof entry?.match === 'string' && (entry.ms === 'never' || (typeof entry.ms === 'number' && entry.ms >= 0));
}

let state: ScenarioState = INITIAL;
let warnings: readonly ScenarioWarning[] = [];
let persistence: Storage | null = null;
const listeners = new Set<() => void>();
const warningListeners = new Set<() => void>();

export function scenarioState(): ScenarioState {
  return state;
}

export function setScenarioState(next: ScenarioState): void {
  state = next;
  if (persistence) {
    try {
      persistence.setItem(SCENARIOS_STORAGE_KEY, JSON.stringify(state));
    } catch (error) {
      console.warn('[mocks] could not persist the QA scenarios', error);
    }
  }
  listeners.forEach((listener) => listener());
}

export function updateScenarioState(patch: Partial<ScenarioState>): void {
  setScenarioState({ ...state, ...patch });
}

export function resetScenarioState(): void {
  setScenarioState(INITIAL);
  setScenarioWarnings([]);
}

/** Rejected QA parameters not yet dismissed (an immutable snapshot, for useSyncExternalStore). */
export function scenarioWarnings(): readonly ScenarioWarning[] {
  return warnings;
}

/** Replaces the warnings; an empty list dismisses them. */
export function setScenarioWarnings(next: readonly ScenarioWarning[]): void {
  if (next.length === 0 && warnings.length === 0) return;
  warnings = next;
  if (persistence) {
    try {
      if (next.length === 0) persistence.removeItem(SCENARIO_WARNINGS_STORAGE_KEY);
      else persistence.setItem(SCENARIO_WARNINGS_STORAGE_KEY, JSON.stringify(next));
    } catch (error) {
      console.warn('[mocks] could not persist the QA warnings', error);
    }
  }
  warningListeners.forEach((listener) => listener());
}

export function subscribeScenarioWarnings(listener: () => void): () => void {
  warningListeners.add(listener);
  return () => warningListeners.delete(listener);
}

export function subscribeScenarios(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Browser only: restores the switches saved by an earlier page and saves every change. */
export function enableScenarioPersistence(storage: Storage): void {
  persistence = storage;
  try {
    const saved = JSON.parse(storage.getItem(SCENARIOS_STORAGE_KEY) ?? 'null') as Partial<ScenarioState> | null;
    if (saved && typeof saved === 'object') {
      state = {
        forcedErrors: Array.isArray(saved.forcedErrors) ? saved.forcedErrors : [],
        latencyMs: typeof saved.latencyMs === 'number' ? saved.latencyMs : 0,
        callLatencies: Array.isArray(saved.callLatencies) ? saved.callLatencies.filter(isCallLatency) : [],
        offline: saved.offline === true,
        catalog: saved.catalog === 'large' ? 'large' : 'default',
      };
    }
  } catch {
    state = INITIAL;
  }
  try {
    const saved = JSON.parse(storage.getItem(SCENARIO_WARNINGS_STORAGE_KEY) ?? 'null') as unknown;
    warnings = Array.isArray(saved) ? (saved as ScenarioWarning[]).filter((item) => typeof item?.param === 'string' && Array.isArray(item.issues)) : [];
  } catch {
    warnings = [];
  }
}

