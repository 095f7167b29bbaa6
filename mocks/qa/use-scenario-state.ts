import { useSyncExternalStore } from 'react';
import {
  type ScenarioState,
  type ScenarioWarning,
  scenarioState,
  scenarioWarnings,
  subscribeScenarios,
  subscribeScenarioWarnings,
} from '../scenarios';

/** The current QA switches; re-renders when any of them changes. */
export function useScenarioState(): ScenarioState {
  return useSyncExternalStore(subscribeScenarios, scenarioState, scenarioState);
}

/** The rejected QA parameters not yet dismissed. */
export function useScenarioWarnings(): readonly ScenarioWarning[] {
  return useSyncExternalStore(subscribeScenarioWarnings, scenarioWarnings, scenarioWarnings);
}
