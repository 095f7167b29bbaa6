import { errorTypeFromWire, type ServerErrorType } from '@/api/errors';
import { CHAT_VENDORS, type ChatVendor } from '@/api/support/support.contract';
import { setChatVendor } from './support/support-tables';
import { decidePendingWithdrawals } from './cashier/qa-actions';
import { findAccountByEmail, sessionAccount, setSession, walletOf } from './account/accounts';
import { newCashbackForSession } from './bonuses/bonus-tables';
import { addQaPoints, queueQaNotice } from './loyalty/loyalty-tables';
import { forgetSeenPopups, setPopupsOff } from './popups/popup-tables';
import { expireResetCodes } from './auth/password-reset-tables';
import { persistDb, reseedDb, resetMockDb } from './core/db';
import { setForcedOutcome } from './sportsbook/sportsbook-tables';
import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { addFramePartners, clearFramePartners, FEATURE_FLAG_NAMES, isFeatureFlagName, resetFeatureFlags, setFeatureFlags, updateSiteSettings } from './cms/site-settings';
import type { VerificationReview } from './responsible-gaming/rg-rows';
import { setSessionLimit, setVerificationReview, VERIFICATION_REVIEWS } from './responsible-gaming/rg-tables';
import type { AccountRow, FeatureFlagName } from './core/schema';
import { checkCall, checkErrorSpec, checkLatencySpec, describeIssue, MAX_CALL_LATENCY_MS, suggestErrorType } from './core/error-spec';
import {
  type CallLatency,
  type CatalogSize,
  type ForcedError,
  type ScenarioWarning,
  scenarioState,
  scenarioWarnings,
  setScenarioState,
  setScenarioWarnings,
  updateScenarioState,
} from './core/scenario-state';

/**
 * QA switches for the mock backend, used by the QA panel, by URL parameters and by tests.
 * Forced errors apply to main-API calls; latency and offline apply to every mock handler.
 */
export { scenarioState, scenarioWarnings, subscribeScenarios, subscribeScenarioWarnings } from './core/scenario-state';
export type { CallLatency, CatalogSize, ErrorSpecIssue, ForcedError, ScenarioState, ScenarioWarning } from './core/scenario-state';
/** The payment operator's side of the cashier (QA panel, `mock_withdrawals`). */
export { decidePendingTransaction, decidePendingWithdrawals, sessionPendingTransactions, settleAllPending } from './cashier/qa-actions';
export type { CashierDecision } from './cashier/qa-actions';

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

/** Signs in directly (no password, no 2FA, even a banned account). Throws for an unknown email. */
export function signInAs(email: string): AccountRow {
  const account = findAccountByEmail(email);
  if (!account) throw new Error(`signInAs: no mock account "${email}"`);
  setSession(account.uid);
  return account;
}

export function signOut(): void {
  setSession(null);
}

/** A fresh seed of the database (QA switches stay). */
export function resetDb(): void {
  reseedDb();
}

/** Which balance refreshes of SPEC §3 the content configuration turns on (mock_balance_refresh). */
export type BalanceRefreshMode = 'interval' | 'click' | 'both' | 'off';

export function setBalanceRefresh(mode: BalanceRefreshMode): void {
  updateSiteSettings({
    balanceUpdate: {
      isEnabledInterval: mode === 'interval' || mode === 'both',
      isEnabledRequestsAfterClick: mode === 'click' || mode === 'both',
    },
  });
}

/** general info time_to_force_logout in seconds (mock_force_logout); the warning shows at 80%. */
export function setForceLogoutTime(seconds: number): void {
  updateSiteSettings({ timeToForceLogout: Math.max(0, Math.round(seconds)) });
}

/** general info is_seon_enabled (mock_seon); mock builds fake the fingerprint, no script loads. */
export function setSeonEnabled(enabled: boolean): void {
  updateSiteSettings({ isSeonEnabled: enabled });
}

/** Sets the main balance of the signed-in player (mock_balance, QA panel); false when nobody is signed in. */
export function setMainBalance(amount: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isFinite(amount) || amount < 0) return false;
  walletOf(account).main = Math.round(amount * 100);
  persistDb();
  return true;
}

/** mock_reality_check: seconds between reality-check reminders (at least 10), or 0 for off (decision record 023). */
export function setRealityCheckInterval(seconds: number): void {
  updateSiteSettings({ realityCheckInterval: seconds > 0 ? Math.max(10, Math.round(seconds)) : 0 });
}

/** mock_loyalty_points: adds loyalty points to the signed-in player (with a credit notification); false when nobody is signed in. */
export function addLoyaltyPoints(points: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isFinite(points) || points <= 0) return false;
  addQaPoints(account, points);
  return true;
}

/** mock_loyalty_notice: queues a loyalty notification (credit: success toast, other: error toast); false when nobody is signed in. */
export function queueLoyaltyNotice(type: 'credit' | 'other'): boolean {
  const account = sessionAccount();
  if (!account) return false;
  queueQaNotice(account, type);
  return true;
}

/** mock_hostile_html: campaigns.getOffers adds promotions whose descriptions are hostile HTML (mocks/promotions/fixtures/hostile-html.ts). */
export function setHostileHtml(enabled: boolean): void {
  updateSiteSettings({ hostileHtml: enabled });
}

/** mock_session_limit: the signed-in player's session time limit in minutes (0: none); false when nobody is signed in. */
export function setSessionLimitMinutes(minutes: number): boolean {
  const account = sessionAccount();
  if (!account || !Number.isInteger(minutes) || minutes < 0) return false;
  setSessionLimit(account.uid, minutes);
  return true;
}

/** mock_verification: how the mock Sumsub review answers the next submitted check (decision record 030). */
export function setVerificationOutcome(review: VerificationReview): void {
  setVerificationReview(review);
}

/**
 * mock_features: `flag:on|off` entries, comma-separated (SPEC §3 feature flags, e.g.
 * bettingNoticeVisible:on), or `reset` for the fixture's flags. Returns the rejected entries.
 */
export function applyFeatureFlags(value: string): string[] {
  const rejected: string[] = [];
  const patch: Partial<Record<FeatureFlagName, boolean>> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'reset') {
      resetFeatureFlags();
      continue;
    }
    const [name, state, extra] = entry.split(':');
    if (extra === undefined && isFeatureFlagName(name) && (state === 'on' || state === 'off')) patch[name] = state === 'on';
    else rejected.push(entry);
  }
  if (Object.keys(patch).length > 0) setFeatureFlags(patch);
  return rejected;
}

export const URL_SCENARIO_PARAMS = [
  'mock_reset',
  'mock_error',
  'mock_latency',
  'mock_offline',
  'mock_logout',
  'mock_login',
  'mock_catalog',
  'mock_balance_refresh',
  'mock_force_logout',
  'mock_seon',
  'mock_balance',
  'mock_withdrawals',
  'mock_cashback',
  'mock_hostile_html',
  'mock_popups',
  'mock_reality_check',
  'mock_loyalty_points',
  'mock_loyalty_notice',
  'mock_bets',
  'mock_chat',
  'mock_verification',
  'mock_features',
  'mock_session_limit',
  'mock_partners',
  'mock_password_reset',
] as const;

const warn = (message: string) => console.warn(`[mocks] ${message}`);

/** The QA panel's notice may be closed; a later mock_error replaces it. */
export function dismissScenarioWarnings(): void {
  setScenarioWarnings([]);
}

/** The entries of a repeatable, comma-separated parameter. */
function entriesOf(values: string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
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
function applyErrors(values: string[]): void {
  if (values.length === 0) return;
  const rejected: ScenarioWarning[] = [];
  for (const spec of entriesOf(values)) {
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
    warn(`ignored mock_error=${spec}: ${checked.issues.map(describeIssue).join(' Also ')}`);
  }
  replaceWarnings('mock_error', rejected);
}

/**
 * mock_latency values: ms for every call, `call:ms` or `call:never` for the calls of a pattern, or
 * `clear`; comma-separated or repeated. Checked, applied and warned about as mock_error is.
 */
function applyLatency(values: string[]): void {
  if (values.length === 0) return;
  const rejected: ScenarioWarning[] = [];
  for (const entry of entriesOf(values)) {
    const checked = checkLatencySpec(entry);
    if (!checked.ok) {
      rejected.push({ param: `mock_latency=${entry}`, issues: checked.issues });
      warn(`ignored mock_latency=${entry}: ${checked.issues.map(describeIssue).join(' Also ')}`);
      continue;
    }
    const { spec } = checked;
    if (spec.kind === 'clear') updateScenarioState({ latencyMs: 0, callLatencies: [] });
    else if (spec.kind === 'all') setLatency(spec.ms);
    else setCallLatency(spec.match, spec.ms);
  }
  replaceWarnings('mock_latency', rejected);
}

/**
 * Applies the mock_* query parameters (see mocks/README.md) and returns the address without them, for
 * history.replaceState. Order: reset (database and switches), errors, latency, offline, logout,
 * login, catalogue, then the session switches (balance refresh, force-logout time, fraud
 * fingerprint, balance, pending withdrawals).
 */
export function applyScenariosFromUrl(url: URL): URL {
  const params = url.searchParams;
  if (params.get('mock_reset') === '1') resetMockDb();
  applyErrors(params.getAll('mock_error'));
  applyLatency(params.getAll('mock_latency'));
  const offline = params.get('mock_offline');
  if (offline === '1' || offline === '0') setOffline(offline === '1');
  else if (offline !== null) warn(`ignored mock_offline=${offline}`);
  if (params.get('mock_logout') === '1') signOut();
  const login = params.get('mock_login');
  if (login) {
    try {
      signInAs(login);
    } catch (error) {
      warn((error as Error).message);
    }
  }
  const catalog = params.get('mock_catalog');
  if (catalog === 'large' || catalog === 'default') setCatalog(catalog);
  else if (catalog !== null) warn(`ignored mock_catalog=${catalog}`);
  applySessionSwitches(params);
  const cashback = params.get('mock_cashback');
  if (cashback !== null && !(cashback === 'new' && newCashbackForSession() !== null)) warn(`ignored mock_cashback=${cashback} (needs a signed-in player and new)`);
  const realityCheck = params.get('mock_reality_check');
  if (realityCheck !== null && /^\d+$/.test(realityCheck)) setRealityCheckInterval(Number(realityCheck));
  else if (realityCheck !== null) warn(`ignored mock_reality_check=${realityCheck} (seconds, or 0 for off)`);
  const loyaltyPoints = params.get('mock_loyalty_points');
  if (loyaltyPoints !== null && !(/^\d+$/.test(loyaltyPoints) && addLoyaltyPoints(Number(loyaltyPoints)))) warn(`ignored mock_loyalty_points=${loyaltyPoints} (needs a signed-in player and a whole number)`);
  const loyaltyNotice = params.get('mock_loyalty_notice');
  if (loyaltyNotice !== null && !((loyaltyNotice === 'credit' || loyaltyNotice === 'other') && queueLoyaltyNotice(loyaltyNotice))) warn(`ignored mock_loyalty_notice=${loyaltyNotice} (needs a signed-in player and credit or other)`);
  const hostile = params.get('mock_hostile_html');
  if (hostile === '1' || hostile === '0') setHostileHtml(hostile === '1');
  else if (hostile !== null) warn(`ignored mock_hostile_html=${hostile}`);
  const popups = params.get('mock_popups');
  if (popups === 'off' || popups === 'on') setPopupsOff(popups === 'off');
  else if (popups !== null && !(popups === 'reset' && forgetSeenPopups())) warn(`ignored mock_popups=${popups} (off, on, or reset with a signed-in player)`);

  const bets = params.get('mock_bets');
  if (bets === 'win' || bets === 'lose' || bets === 'void' || bets === 'random') setForcedOutcome(bets === 'random' ? null : bets);
  else if (bets !== null) warn(`ignored mock_bets=${bets} (win, lose, void or random)`);
  const chat = params.get('mock_chat');
  if (chat !== null && (CHAT_VENDORS as readonly string[]).includes(chat)) setChatVendor(chat as ChatVendor);
  else if (chat !== null) warn(`ignored mock_chat=${chat} (${CHAT_VENDORS.join(', ')})`);
  applyQaSwitches(params);
  applyPartners(params.getAll('mock_partners'));

  return withoutScenarioParams(url);
}

/**
 * mock_partners values: exact origins (https, or http on localhost; comma-separated or repeated)
 * added to the content configuration's frames.partners, or `clear`. The mock HTTP server adds them
 * to the frame-ancestors it sends (docs/partners.md); anything else is refused with a warning.
 */
function applyPartners(values: string[]): void {
  for (const entry of entriesOf(values)) {
    if (entry === 'clear') clearFramePartners();
    else if (parsePartnerOrigins(entry).length === 1) addFramePartners(parsePartnerOrigins(entry));
    else warn(`ignored mock_partners=${entry} (an exact origin such as https://partner.example, http only for localhost, or clear)`);
  }
}

/** The switches of the QA-panel issue (decision record 030): verification review, feature flags, session time limit. */
function applyQaSwitches(params: URLSearchParams): void {
  const verification = params.get('mock_verification');
  if (verification !== null && (VERIFICATION_REVIEWS as readonly string[]).includes(verification)) setVerificationOutcome(verification as VerificationReview);
  else if (verification !== null) warn(`ignored mock_verification=${verification} (${VERIFICATION_REVIEWS.join(', ')})`);
  for (const features of params.getAll('mock_features')) {
    for (const entry of applyFeatureFlags(features)) warn(`ignored mock_features entry ${entry} (flag:on or flag:off with a flag of ${FEATURE_FLAG_NAMES.join(', ')}, or reset)`);
  }
  const passwordReset = params.get('mock_password_reset');
  if (passwordReset === 'expire') expireResetCodes();
  else if (passwordReset !== null) warn(`ignored mock_password_reset=${passwordReset} (expire)`);
  const sessionLimit = params.get('mock_session_limit');
  if (sessionLimit !== null && !(/^\d+$/.test(sessionLimit) && setSessionLimitMinutes(Number(sessionLimit)))) warn(`ignored mock_session_limit=${sessionLimit} (needs a signed-in player and whole minutes, 0 for none)`);
}

/** The switches of the session issue (balance refresh, force-logout time, fraud fingerprint, balance) and the cashier's. */
function applySessionSwitches(params: URLSearchParams): void {
  const refresh = params.get('mock_balance_refresh');
  if (refresh === 'interval' || refresh === 'click' || refresh === 'both' || refresh === 'off') setBalanceRefresh(refresh);
  else if (refresh !== null) warn(`ignored mock_balance_refresh=${refresh}`);
  const logoutAfter = params.get('mock_force_logout');
  if (logoutAfter !== null) {
    if (/^\d+$/.test(logoutAfter)) setForceLogoutTime(Number(logoutAfter));
    else warn(`ignored mock_force_logout=${logoutAfter}`);
  }
  const seon = params.get('mock_seon');
  if (seon === '1' || seon === '0') setSeonEnabled(seon === '1');
  else if (seon !== null) warn(`ignored mock_seon=${seon}`);
  const balance = params.get('mock_balance');
  if (balance !== null && !(/^\d+(\.\d{1,2})?$/.test(balance) && setMainBalance(Number(balance)))) {
    warn(`ignored mock_balance=${balance} (needs a signed-in player and an amount like 1234.5)`);
  }
  const withdrawals = params.get('mock_withdrawals');
  if (withdrawals !== null && !((withdrawals === 'approve' || withdrawals === 'decline') && decidePendingWithdrawals(withdrawals) !== null)) {
    warn(`ignored mock_withdrawals=${withdrawals} (needs a signed-in player and approve or decline)`);
  }
}

function paramName(part: string): string {
  const raw = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Drops the mock_* parameters and keeps the others exactly as written (no re-encoding). */
export function withoutScenarioParams(url: URL): URL {
  const clean = new URL(url.href);
  const names: readonly string[] = URL_SCENARIO_PARAMS;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !names.includes(paramName(part)));
  clean.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return clean;
}
