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

export type CatalogSize = 'default' | 'large';

export interface ScenarioState {
  forcedErrors: readonly ForcedError[];
  latencyMs: number;
  offline: boolean;
  catalog: CatalogSize;
}

export const SCENARIOS_STORAGE_KEY = 'mock:scenarios';

const INITIAL: ScenarioState = { forcedErrors: [], latencyMs: 0, offline: false, catalog: 'default' };

let state: ScenarioState = INITIAL;
let persistence: Storage | null = null;
const listeners = new Set<() => void>();

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
        offline: saved.offline === true,
        catalog: saved.catalog === 'large' ? 'large' : 'default',
      };
    }
  } catch {
    state = INITIAL;
  }
}

export function disableScenarioPersistence(): void {
  persistence = null;
}
