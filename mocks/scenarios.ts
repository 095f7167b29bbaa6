import { reseedDb } from './core/db';

/**
 * QA switches for the mock backend, used by the QA panel, by URL parameters and by tests: their one
 * entry point. Each switch lives with what it changes (mocks/README.md, "Where things live in mocks/").
 */
export { scenarioState, scenarioWarnings, subscribeScenarios, subscribeScenarioWarnings } from './core/scenario-state';
export type { ErrorSpecIssue, ScenarioState, ScenarioWarning } from './core/scenario-state';
/** How the mock answers: forced errors, latency, offline, catalogue size. */
export {
  clearForcedErrors,
  clearScenarios,
  forceError,
  removeCallLatency,
  removeForcedError,
  setCallLatency,
  setCatalog,
  setLatency,
  setOffline,
} from './core/scenario-switches';
/** The payment operator's side of the cashier (QA panel, `mock_withdrawals`). */
export { decidePendingTransaction, decidePendingWithdrawals, sessionPendingTransactions, settleAllPending } from './cashier/qa-actions';
export type { CashierDecision } from './cashier/qa-actions';
export { setMainBalance, signInAs, signOut } from './account/qa-actions';
export {
  setBalanceRefresh,
  setForceLogoutTime,
  setHostileHtml,
  setRealityCheckInterval,
  setSeonEnabled,
} from './cms/qa-actions';
export { addLoyaltyPoints, queueLoyaltyNotice } from './loyalty/qa-actions';
export { setSessionLimitMinutes, setVerificationOutcome } from './responsible-gaming/qa-actions';
/** The mock_* URL parameters. */
export { URL_SCENARIO_PARAMS } from './core/url-scenario-params';
export { dismissScenarioWarnings } from './core/call-switch-params';
export { applyScenariosFromUrl } from './url-scenarios';

/** A fresh seed of the database (QA switches stay). */
export function resetDb(): void {
  reseedDb();
}
