import { useSyncExternalStore } from 'react';
import { type ScenarioState, scenarioState, subscribeScenarios } from '../scenarios';

/** The current QA switches; re-renders when any of them changes. */
export function useScenarioState(): ScenarioState {
  return useSyncExternalStore(subscribeScenarios, scenarioState, scenarioState);
}
