import type { ServerErrorType } from '@/api/errors';
import { delay, HttpResponse } from 'msw';
import { type ForcedError, scenarioState, setScenarioState } from '../scenario-state';

/** Latency and offline switches, applied first by every mock handler. */
export async function networkGate(): Promise<Response | null> {
  const { latencyMs, offline } = scenarioState();
  if (latencyMs > 0) await delay(latencyMs);
  return offline ? HttpResponse.error() : null;
}

function specificity(entry: ForcedError, namespace: string, method: string): number {
  if (entry.match === `${namespace}.${method}`) return 3;
  if (entry.match === `${namespace}.*`) return 2;
  if (entry.match === '*') return 1;
  return 0;
}

/** The forced error for a main-API call (the most specific match wins), counting down `remaining`. */
export function takeForcedError(namespace: string, method: string): ServerErrorType | null {
  const state = scenarioState();
  let best: ForcedError | null = null;
  for (const entry of state.forcedErrors) {
    if (specificity(entry, namespace, method) > (best ? specificity(best, namespace, method) : 0)) best = entry;
  }
  if (!best) return null;
  if (best.remaining !== undefined) {
    const chosen = best;
    const forcedErrors = state.forcedErrors.flatMap((entry) => {
      if (entry !== chosen) return [entry];
      return entry.remaining! > 1 ? [{ ...entry, remaining: entry.remaining! - 1 }] : [];
    });
    setScenarioState({ ...state, forcedErrors });
  }
  return best.type;
}
