import { checkErrorSpec, checkLatencySpec, describeIssue } from './error-spec';
import { type ScenarioWarning, scenarioWarnings, setScenarioWarnings, updateScenarioState } from './scenario-state';
import { clearForcedErrors, forceError, setCallLatency, setLatency } from './scenario-switches';
import { paramEntries, warnScenario } from './url-scenario-params';

/**
 * The two URL parameters that name main-API calls, mock_error and mock_latency: each entry checked
 * against what the mock serves, the valid ones applied, the rejected ones explained by console.warn
 * and listed in the QA panel's notice.
 */

/** The QA panel's notice may be closed; a later mock_error replaces it. */
export function dismissScenarioWarnings(): void {
  setScenarioWarnings([]);
}

/** Replaces the warnings of one parameter (`mock_error`, `mock_latency`), keeping the other's. */
function replaceWarnings(param: string, rejected: ScenarioWarning[]): void {
  const others = scenarioWarnings().filter((warning) => !warning.param.startsWith(`${param}=`));
  setScenarioWarnings([...others, ...rejected]);
}

/**
 * mock_error values: `call:Type[:count]`, comma-separated or repeated, or `clear`. Valid entries apply
 * even when others in the same parameter are rejected; each rejected one is explained by console.warn
 * and listed in the QA panel's notice (the warnings of the previous mock_error are replaced).
 */
export function applyErrorParams(values: string[]): void {
  if (values.length === 0) return;
  const rejected: ScenarioWarning[] = [];
  for (const spec of paramEntries(values)) {
    if (spec === 'clear') {
      clearForcedErrors();
      continue;
    }
    const checked = checkErrorSpec(spec);
    if (checked.ok) {
      forceError(checked.spec.match, checked.spec.type, { times: checked.spec.times });
      continue;
    }
    rejected.push({ param: `mock_error=${spec}`, issues: checked.issues });
    warnScenario(`ignored mock_error=${spec}: ${checked.issues.map(describeIssue).join(' Also ')}`);
  }
  replaceWarnings('mock_error', rejected);
}

/**
 * mock_latency values: ms for every call, `call:ms` or `call:never` for the calls of a pattern, or
 * `clear`; comma-separated or repeated. Checked, applied and warned about as mock_error is.
 */
export function applyLatencyParams(values: string[]): void {
  if (values.length === 0) return;
  const rejected: ScenarioWarning[] = [];
  for (const entry of paramEntries(values)) {
    const checked = checkLatencySpec(entry);
    if (!checked.ok) {
      rejected.push({ param: `mock_latency=${entry}`, issues: checked.issues });
      warnScenario(`ignored mock_latency=${entry}: ${checked.issues.map(describeIssue).join(' Also ')}`);
      continue;
    }
    const { spec } = checked;
    if (spec.kind === 'clear') updateScenarioState({ latencyMs: 0, callLatencies: [] });
    else if (spec.kind === 'all') setLatency(spec.ms);
    else setCallLatency(spec.match, spec.ms);
  }
  replaceWarnings('mock_latency', rejected);
}
