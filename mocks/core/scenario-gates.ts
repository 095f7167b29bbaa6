import type { ServerErrorType } from '@/api/errors';
import { delay, HttpResponse } from 'msw';
import { type ForcedError, scenarioState, setScenarioState } from './scenario-state';

/** A main-API call, for the switches that name calls. */
export interface GateCall {
  namespace: string;
  method: string;
}

/** Resolves when the client gives up on the request (never, if it cannot say). */
function untilAbandoned(request: Request | undefined): Promise<void> {
  return new Promise((resolve) => request?.signal.addEventListener('abort', () => resolve(), { once: true }));
}

/**
 * Latency and offline switches, applied first by every mock handler. A main-API handler passes its
 * call, so a delay set for that call (mock_latency=account.getInfo:never) replaces the every-call one.
 */
export async function networkGate(call?: GateCall, request?: Request): Promise<Response | null> {
  const { latencyMs, callLatencies, offline } = scenarioState();
  const own = call ? mostSpecific(callLatencies, call.namespace, call.method) : null;
  const wait = own ? own.ms : latencyMs;
  if (wait === 'never') {
    // Held open until the client's own time limit ends it; then there is nobody to answer.
    await untilAbandoned(request);
    return HttpResponse.error();
  }
  if (wait > 0) await delay(wait);
  return offline ? HttpResponse.error() : null;
}

function specificity(entry: { match: string }, namespace: string, method: string): number {
  if (entry.match === `${namespace}.${method}`) return 3;
  if (entry.match === `${namespace}.*`) return 2;
  if (entry.match === '*') return 1;
  return 0;
}

/** The entry whose pattern names the call most precisely, or null when none matches. */
function mostSpecific<T extends { match: string }>(entries: readonly T[], namespace: string, method: string): T | null {
  let best: T | null = null;
  for (const entry of entries) {
    if (specificity(entry, namespace, method) > (best ? specificity(best, namespace, method) : 0)) best = entry;
  }
  return best;
}

/** The forced error for a main-API call (the most specific match wins), counting down `remaining`. */
export function takeForcedError(namespace: string, method: string): ServerErrorType | null {
  const state = scenarioState();
  const best: ForcedError | null = mostSpecific(state.forcedErrors, namespace, method);
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
